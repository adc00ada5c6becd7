import { expect, test, type Page } from '@playwright/test';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { codeFromOutbox, customerSession, phoneAccountSession } from '../fixtures/accounts';

// A signed-out visitor opening a signed-in page (say from a notification) goes to
// that area's sign-in page, is told why, and is back on the page after signing in.

/** Opens `path` signed out: the area's sign-in with the message, the page kept in `next`. */
async function openSignedOut(page: Page, path: string, signIn: string) {
  await page.context().clearCookies();
  await page.goto(path);
  await expect(page).toHaveURL(pages.signInThenBack(kindOf(signIn), path));
  await expect(page.getByRole('status').filter({ hasText: messages.unauthorized })).toBeVisible();
}
const kindOf = (signIn: string) =>
  signIn === pages.signIn('service-provider')
    ? 'service-provider'
    : signIn === pages.signIn('admin')
      ? 'admin'
      : 'user';

test('a customer signed out on /user/project signs in with e-mail and is back on it', async ({
  page,
}) => {
  const { email } = await customerSession(page);
  await openSignedOut(page, pages.userProjects, pages.signIn());
  await page.getByRole('button', { name: 'Use e-mail instead' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(pages.userProjects);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible();
});

test('a target outside the area is not followed: the customer lands on its home', async ({
  page,
}) => {
  const { email } = await customerSession(page);
  await page.context().clearCookies();
  await page.goto(`${pages.signIn()}?next=${encodeURIComponent('//evil.example/admin')}`);
  await page.getByRole('button', { name: 'Use e-mail instead' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(pages.userHome);
});

test('a partner signed out on its account page signs in by phone code and is back on it', async ({
  page,
}) => {
  const { phone } = await phoneAccountSession(page, 'service-provider');
  await openSignedOut(page, pages.partnerAccount, pages.signIn('service-provider'));
  // The phone sign-in keeps the page to return to, and says why too.
  await page.getByRole('link', { name: 'Sign in with Phone' }).click();
  await expect(page).toHaveURL(
    `${pages.phoneSignIn('service-provider')}?next=${encodeURIComponent(pages.partnerAccount)}`,
  );
  await expect(page.getByRole('status').filter({ hasText: messages.unauthorized })).toBeVisible();
  await page.getByLabel('Phone number').fill(phone.slice(-10));
  await page.getByRole('button', { name: 'Request OTP' }).click();
  // The code field shows once the new code is sent, so the outbox's newest is this one.
  await expect(page.getByLabel('OTP')).toBeVisible();
  await page.getByLabel('OTP').fill(await codeFromOutbox(page.request, phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(pages.partnerAccount);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
});

test("an admin page sends a signed-out visitor to the admin's sign-in with the message", async ({
  page,
}) => {
  await openSignedOut(page, pages.adminCustomers, pages.signIn('admin'));
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
});
