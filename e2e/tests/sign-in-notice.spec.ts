import { expect, test } from '@playwright/test';
import { messages } from '@greenscape/shared/messages';

// `?error=` is for the Google return only, and anyone can write a link with it. A
// sign-in page shows it only when it is one of our catalogue messages, never a stranger's text
// on our own domain.
const phishing = 'Your account is suspended, call +91 98765 43210';
const signInPages = [
  { path: '/login', googleReturn: true },
  { path: '/login/service-provider', googleReturn: true },
  { path: '/login/supplier', googleReturn: true },
  // The admin page has no Google return; it must not start echoing the parameter either.
  { path: '/login/admin', googleReturn: false },
] as const;

// The page is drawn: its first button (the customer's page leads with the phone's Request OTP).
const ready = /^(Submit|Request OTP)$/;

for (const { path, googleReturn } of signInPages) {
  test(`${path} shows only catalogue errors from ?error=`, async ({ page }) => {
    await page.goto(`${path}?error=${encodeURIComponent(phishing)}`);
    await expect(page.getByRole('button', { name: ready })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('suspended');
    await expect(page.getByRole('alert')).toHaveCount(googleReturn ? 1 : 0);
    if (googleReturn) {
      await expect(page.getByRole('alert')).toHaveText(messages.googleFailed);
    }

    await page.goto(`${path}?error=${encodeURIComponent(messages.userNotFound)}`);
    await expect(page.getByRole('button', { name: ready })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(googleReturn ? 1 : 0);
    if (googleReturn) {
      await expect(page.getByRole('alert')).toHaveText(messages.userNotFound);
    }
  });
}
