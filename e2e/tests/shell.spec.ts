import { expect, test } from '@playwright/test';

test('an unknown route shows the error screen with its status', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByTestId('error-detail')).toHaveText('404 Not Found');
});

test('an unknown API path answers JSON 404, not the web app', async ({ request }) => {
  const res = await request.get('/api/no-such-route');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: 'No such API route' });
});

// Each area is its own lazily loaded chunk with its own layout.
const areas = [
  {
    path: '/user/payment',
    nav: 'Customer navigation',
    text: 'Currently we are only accepting payments in offline mode .',
  },
  { path: '/admin/inprogress', nav: 'Admin navigation', text: 'In Progress' },
  {
    path: '/service-provider/completed',
    nav: 'Service Partner navigation',
    text: 'Completed Projects',
  },
  { path: '/supplier/costing', nav: 'Supplier navigation', text: 'Material Costing' },
];

for (const area of areas) {
  test(`${area.path} opens in its area layout`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(area.path);
    await expect(page.getByRole('navigation', { name: area.nav })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(area.text);
  });
}

test('area menus turn into a hamburger below 768 px', async ({ page }) => {
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

test('the admin project tabs follow the route, including Quotation 1 to 3 paths', async ({
  page,
}) => {
  await page.goto('/admin/project/abc/quotation/second');
  await expect(page.getByRole('heading', { name: 'Quotation 2' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Send Quotation' })
    .click();
  await expect(page).toHaveURL(/\/admin\/project\/abc\/share$/);
  await page.goto('/admin/project/abc/quotation/fourth');
  await expect(page.getByTestId('error-detail')).toHaveText('404 Not Found');
});

test('the API reference renders at /api/docs', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Greenscape API').first()).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
});
