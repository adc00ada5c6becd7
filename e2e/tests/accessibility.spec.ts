import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminStorageState, customerSession, phoneAccountSession } from '../fixtures/accounts';

// Every major screen at 1280 px and 375 px: a screenshot kept as a test artifact, and an axe scan
// that finds no serious or critical violation (issue 7).
async function check(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
      `${name} at ${width}px`,
    ).toEqual([]);
  }
}

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
