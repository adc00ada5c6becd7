import { expect, test, type Browser, type Page } from '@playwright/test';
import { pages } from '@greenscape/shared/pages';
import { adminStorageState, customerSession, phoneAccountSession } from '../fixtures/accounts';

// Every page names itself in the browser's tab and history, "Sign In · Greenscape";
// the landing keeps the site's own title.

const suffix = ' · Greenscape';

/** The tab's name of each page, opened in turn once its heading shows. */
async function titlesOf(page: Page, visits: [path: string, heading: string][]) {
  const titles: string[] = [];
  for (const [path, heading] of visits) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading}${suffix}`);
    titles.push(await page.title());
  }
  return titles;
}

// One role a test, in order, so the last can compare the titles of them all.
test.describe.configure({ mode: 'serial' });
const titles: string[] = [];
const opened: Page[] = [];

async function open(browser: Browser, storageState?: string) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  opened.push(page);
  return page;
}

test.afterAll(async () => {
  for (const page of opened) {
    await page.context().close();
  }
});

test('the landing keeps its title, and the sign-in pages have their own', async ({ browser }) => {
  const visitor = await open(browser);
  await visitor.goto(pages.home);
  await expect(visitor).toHaveTitle('Greenscape: Proper Greening And Smart Solutions');
  const landing = await visitor.title();
  titles.push(landing);
  titles.push(
    ...(await titlesOf(visitor, [
      [pages.signIn(), 'Sign In'],
      [pages.signIn('admin'), 'Admin Sign In'],
      [pages.signUp('service-provider'), 'Service Partner Sign Up'],
    ])),
  );
  // Back on the landing from a titled page, its own title returns.
  await visitor.getByRole('link', { name: 'Greenscape', exact: true }).first().click();
  await expect(visitor).toHaveURL(pages.home);
  await expect(visitor).toHaveTitle(landing);
});

test("the customer's pages", async ({ browser }) => {
  const customer = await open(browser);
  await customerSession(customer);
  titles.push(
    ...(await titlesOf(customer, [
      [pages.userHome, 'Account'],
      [pages.userProjects, 'Your Projects'],
      [pages.userNewProject, 'Start your project'],
      [pages.userSupport, 'Contact Us'],
    ])),
  );
});

test("the partner's pages", async ({ browser }) => {
  const partner = await open(browser);
  await phoneAccountSession(partner, 'service-provider');
  titles.push(
    ...(await titlesOf(partner, [
      [pages.partnerHome, 'New Projects'],
      [pages.partnerAccount, 'Account Details'],
      // A finished profile is updated, not completed.
      [pages.partnerUpdateProfile, 'Update your profile'],
    ])),
  );
});

test("the supplier's and the admin's pages, and no two titles alike", async ({ browser }) => {
  const supplier = await open(browser);
  await phoneAccountSession(supplier, 'supplier');
  titles.push(
    ...(await titlesOf(supplier, [
      [pages.supplierCosting, 'Material Costing'],
      [pages.supplierUpdateCosting, 'Update Costing'],
    ])),
  );
  const admin = await open(browser, adminStorageState);
  titles.push(
    ...(await titlesOf(admin, [
      [pages.adminCustomers, 'Customers'],
      [pages.adminSupport, 'Support inbox'],
    ])),
  );
  expect(titles).toHaveLength(15);
  expect(new Set(titles).size).toBe(titles.length);
});
