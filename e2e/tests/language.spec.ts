import { expect, test } from '@playwright/test';
import { pages } from '@greenscape/shared/pages';
import { customerSession } from '../fixtures/accounts';
import { hi, hiMessage } from '../fixtures/hindi';
import { checkScreen } from '../fixtures/screens';

// The first visit follows the browser's language, the switch in every header changes
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
    await page.getByRole('button', { name: hi('auth.user.useEmail') }).click();
    await page.getByLabel(hi('auth.field.email')).fill('nobody@example.com');
    await page.getByLabel(hi('auth.field.password'), { exact: true }).fill('a wrong password');
    // The browser itself asks for English (locale en-IN): the page's own header says Hindi.
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/signin');
    await page.getByRole('button', { name: hi('auth.submit') }).click();
    const response = await answer;
    expect(await response.request().headerValue('accept-language')).toBe('hi');
    expect(((await response.json()) as { code: string }).code).toBe('wrongEmailOrPassword');
    await expect(page.getByText(hiMessage('wrongEmailOrPassword'))).toBeVisible();
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

test('an English page fetches only the few letters of the switch’s हिन्दी, not the Devanagari faces', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-IN' });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') {
      fonts.push(new URL(r.url()).pathname);
    }
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((f) => f.includes('devanagari'))).toEqual([]);
  expect(fonts.some((f) => f.includes('mukta-language-name'))).toBe(true);
  await context.close();
});
