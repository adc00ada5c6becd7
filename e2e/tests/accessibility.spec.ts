import { test, type Page } from '@playwright/test';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { authApi } from '@greenscape/shared/contract/auth';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { adminStorageState, customerSession, phoneAccountSession } from '../fixtures/accounts';
import { checkScreen } from '../fixtures/screens';
import { onePerson, tellInSteps } from '../fixtures/story';

// Every major screen of each area, with no data of its own: see checkScreen. Each screen is a
// story of two tests, one per width, on one page, so a slow machine gives each scan the whole
// test timeout (five screens at two widths in one 30 s test ran out).

type Screen = {
  name: string;
  /** The page's path; a function when it must be looked up with the session. */
  path: string | ((page: Page) => Promise<string>);
  signIn?: (page: Page) => Promise<unknown>;
  storageState?: string;
};

function checkEach(area: string, screens: Screen[]) {
  for (const { name, path, signIn, storageState } of screens) {
    test.describe(`${area}: ${name}`, () => {
      tellInSteps();
      const person = onePerson(storageState);
      test('at 1280px', async () => {
        const page = person();
        await signIn?.(page);
        await page.goto(typeof path === 'string' ? path : await path(page));
        await checkScreen(page, name, [1280]);
      });
      test('at 375px', () => checkScreen(person(), name, [375]));
    });
  }
}

const partner = (page: Page) => phoneAccountSession(page, 'service-provider');
const supplier = (page: Page) => phoneAccountSession(page, 'supplier');

/** A completed demo project: the admin pages of one with every section filled in. */
async function completedProject(page: Page): Promise<string> {
  const admin = (await (await page.request.get(pathOf(authApi.verifyAdmin))).json()) as {
    _id: string;
  };
  const [project] = (await (
    await page.request.get(
      pathOf(projectsApi.teamProject, { key: 'completed', adminId: admin._id }),
    )
  ).json()) as { _id: string }[];
  return `/admin/project/${project!._id}`;
}
const admin = { storageState: adminStorageState };

checkEach('public', [
  { path: '/', name: 'landing' },
  { path: '/login', name: 'sign-in' },
  { path: '/signup', name: 'sign-up' },
  { path: '/login/service-provider/phone', name: 'phone-sign-in' },
  { path: '/login/admin', name: 'admin-sign-in' },
]);

checkEach('customer', [
  { path: '/user', name: 'customer-account', signIn: customerSession },
  { path: '/user/project', name: 'customer-projects', signIn: customerSession },
  { path: '/user/project/new', name: 'customer-new-project', signIn: customerSession },
  { path: '/user/support', name: 'customer-support', signIn: customerSession },
]);

checkEach('partner and supplier', [
  { path: '/service-provider', name: 'partner-service-provider', signIn: partner },
  { path: '/service-provider/updateprofile', name: 'partner-updateprofile', signIn: partner },
  { path: '/supplier/costing', name: 'supplier-costing', signIn: supplier },
]);

checkEach('admin', [
  { path: '/admin', name: 'admin-admin', ...admin },
  { path: '/admin/partners', name: 'admin-partners', ...admin },
  { path: '/admin/support', name: 'admin-support', ...admin },
  { path: completedProject, name: 'admin-project', ...admin },
  {
    path: async (page) => `${await completedProject(page)}/quotation/first`,
    name: 'admin-quotation-1',
    ...admin,
  },
]);
