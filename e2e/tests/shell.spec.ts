import { expect, test } from '@playwright/test';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { authApi } from '@greenscape/shared/contract/auth';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { adminStorageState, customerSession, phoneAccountSession } from '../fixtures/accounts';

test('an unknown route shows the error screen with its status', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByTestId('error-detail')).toHaveText('404 Not Found');
});

test('an unknown API path answers JSON 404, not the web app', async ({ request }) => {
  const res = await request.get('/api/no-such-route');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: 'No such API route', code: 'routeNotFound' });
});

// Each area is its own lazily loaded chunk with its own layout, behind its own session.
test.describe('signed-in areas', () => {
  test('/user/payment opens in the customer layout', async ({ page }) => {
    await customerSession(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/user/payment');
    await expect(page.getByRole('navigation', { name: 'Customer navigation' })).toBeVisible();
    // A customer without a picked quotation has nothing to pay yet.
    await expect(page.getByRole('main')).toContainText('Payments start once you pick a quotation');
  });

  for (const [kind, nav, path, text] of [
    [
      'service-provider',
      'Service Partner navigation',
      '/service-provider/completed',
      'Completed Projects',
    ],
    ['supplier', 'Supplier navigation', '/supplier/costing', 'Material Costing'],
  ] as const) {
    test(`${path} opens in its workspace layout`, async ({ page }) => {
      await phoneAccountSession(page, kind);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: nav })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
    });
  }

  test('area menus turn into a hamburger below 768 px', async ({ page }) => {
    await phoneAccountSession(page, 'service-provider');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/service-provider');
    await expect(page.getByRole('navigation', { name: 'Service Partner navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Service Partner menu' }).click();
    await page
      .getByRole('navigation', { name: 'Service Partner menu' })
      .getByRole('link', { name: 'Account' })
      .click();
    await expect(page).toHaveURL(/\/service-provider\/account$/);
    await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
  });

  // To the area's own sign-in, which comes back to the page afterwards.
  for (const [path, signIn] of [
    ['/user', '/login'],
    ['/admin', '/login/admin'],
    ['/service-provider', '/login/service-provider'],
    ['/supplier/costing', '/login/supplier'],
  ] as const) {
    test(`without a session ${path} sends the visitor to ${signIn}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`${signIn}?next=${encodeURIComponent(path)}`);
    });
  }

  test('a customer session does not open the admin area', async ({ page }) => {
    await customerSession(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(`/login/admin?next=${encodeURIComponent('/admin')}`);
  });
});

test.describe('the admin area', () => {
  test.use({ storageState: adminStorageState });

  test('/admin/inprogress opens in the admin layout', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/inprogress');
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('In Progress');
  });

  test('the admin project tabs follow the route, including Quotation 1 to 3 paths', async ({
    page,
  }) => {
    const admin = (await (await page.request.get(pathOf(authApi.verifyAdmin))).json()) as {
      _id: string;
    };
    const completed = (await (
      await page.request.get(
        pathOf(projectsApi.teamProject, { key: 'completed', adminId: admin._id }),
      )
    ).json()) as {
      _id: string;
      service: string;
    }[];
    // The demo data's completed landscaping project had quotations from partners.
    const project = completed.find((p) => p.service === 'landscaping')!;
    await page.goto(`/admin/project/${project._id}/quotation/second`);
    await expect(page.getByRole('heading', { name: 'Quotation 2' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: 'Send Quotation' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/project/${project._id}/share$`));
    await expect(page.getByText('Quotation already sent')).toBeVisible();
    await page.goto(`/admin/project/${project._id}/quotation/fourth`);
    await expect(page.getByTestId('error-detail')).toHaveText('404 Not Found');
  });
});

test('the API reference renders at /api/docs', async ({ page }) => {
  // One page that cannot be split: Swagger UI loads a 1.4 MB bundle and renders the whole API,
  // measured at 10 to 22 s on two busy cores, so three times the usual budget.
  test.slow();
  await page.goto('/api/docs');
  await expect(page.getByText('Greenscape API').first()).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
});

test('on a phone the header keeps to the screen and Logout sits in the menu', async ({ page }) => {
  await customerSession(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/user');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeHidden();
  await page.getByRole('button', { name: 'Customer menu' }).click();
  await page
    .getByRole('navigation', { name: 'Customer menu' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get(pathOf(authApi.verifyUser))).status()).toBe(401);
});
