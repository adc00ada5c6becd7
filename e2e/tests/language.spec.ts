import { expect, test } from '@playwright/test';
import { pages } from '@greenscape/shared/pages';
import { customerSession } from '../fixtures/accounts';
import { checkScreen } from '../fixtures/screens';

// Issue 19.3: the first visit follows the browser's language, the switch in every header changes
// it and is remembered in this browser and, when signed in, with the account; <html lang> follows.

test.describe('a visitor whose browser prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets the landing page in Hindi, and can switch to English for good', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(
      page.getByRole('heading', { level: 1, name: 'सही हरियाली, समझदार समाधान' }),
    ).toBeVisible();
    const english = page.getByRole('button', { name: 'English' });
    await expect(page.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await english.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Proper Greening And Smart Solutions' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('a visitor whose browser prefers English', () => {
  test.use({ locale: 'en-IN' });

  test('switches to Hindi from the phone menu header and keeps it on the next page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('button', { name: 'मेनू' }).click();
    await page
      .getByRole('navigation', { name: 'मेनू' })
      .getByRole('link', { name: 'साइन इन' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('a refusal of the server comes in the language of the page', async ({ page }) => {
    await page.goto(pages.signIn());
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    const res = await page.evaluate(async () => {
      const r = await fetch('/api/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
      });
      return (await r.json()) as { message: string; code: string };
    });
    expect(res.code).toBe('wrongEmailOrPassword');
    expect(res.message).toMatch(/[\u0900-\u097F]/);
  });
});

test('a signed-in customer’s choice is kept with the account, for the next device', async ({
  page,
  browser,
}) => {
  const { email } = await customerSession(page);
  await page.goto(pages.userHome);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/me/preferences' && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'हिन्दी' }).first().click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Another browser, in English, signs in to the same account: the account's Hindi wins.
  const other = await browser.newContext({ locale: 'en-IN' });
  const second = await other.newPage();
  const signIn = await second.request.post('/api/auth/signin', {
    data: { email, password: 'a good password' },
  });
  expect(signIn.status()).toBe(200);
  await second.goto(pages.userHome);
  await expect(second.locator('html')).toHaveAttribute('lang', 'hi');
  await other.close();
});

test('screens in Hindi: the landing page and the sign-in page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await checkScreen(page, 'hi-landing');
  await page.goto(pages.signIn());
  await checkScreen(page, 'hi-sign-in');
});
