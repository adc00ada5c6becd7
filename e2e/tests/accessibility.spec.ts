import { test } from '@playwright/test';
import { adminStorageState, customerSession, phoneAccountSession } from '../fixtures/accounts';
import { checkScreen as check } from '../fixtures/screens';

// Every major screen of each area, with no data of its own: see checkScreen.
test('public screens', async ({ page }) => {
  for (const [path, name] of [
    ['/', 'landing'],
    ['/login', 'sign-in'],
    ['/signup', 'sign-up'],
    ['/login/service-provider/phone', 'phone-sign-in'],
    ['/login/admin', 'admin-sign-in'],
  ] as const) {
    await page.goto(path);
    await check(page, name);
  }
});

test('customer screens', async ({ page }) => {
  await customerSession(page);
  for (const [path, name] of [
    ['/user', 'account'],
    ['/user/project', 'projects'],
    ['/user/project/new', 'new-project'],
    ['/user/support', 'support'],
  ] as const) {
    await page.goto(path);
    await check(page, `customer-${name}`);
  }
});

test('partner and supplier screens', async ({ page }) => {
  await phoneAccountSession(page, 'service-provider');
  for (const path of ['/service-provider', '/service-provider/updateprofile']) {
    await page.goto(path);
    await check(page, `partner-${path.split('/').pop()}`);
  }
  await phoneAccountSession(page, 'supplier');
  await page.goto('/supplier/costing');
  await check(page, 'supplier-costing');
});

test.describe('admin screens', () => {
  test.use({ storageState: adminStorageState });
  test('lists and a project', async ({ page }) => {
    for (const path of ['/admin', '/admin/partners', '/admin/support']) {
      await page.goto(path);
      await check(page, `admin-${path.split('/').pop()}`);
    }
    const admin = (await (await page.request.get('/api/admin/verify')).json()) as { _id: string };
    const [project] = (await (
      await page.request.get(`/api/admin/project/completed/${admin._id}`)
    ).json()) as { _id: string }[];
    await page.goto(`/admin/project/${project!._id}`);
    await check(page, 'admin-project');
    await page.goto(`/admin/project/${project!._id}/quotation/first`);
    await check(page, 'admin-quotation-1');
  });
});
