import { expect, test as setup } from '@playwright/test';
import { generate } from 'otplib';
import { adminStorageState, e2eAdmin } from '../fixtures/accounts';

setup(
  'the admin signs in at /login/admin with e-mail, password and AuthToken',
  async ({ page }) => {
    await page.goto('/login/admin');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('All fields are required !').first()).toBeVisible();

    await page.getByLabel('E-mail').fill(e2eAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
    await page.getByLabel('AuthToken').fill('000000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');

    await page.getByLabel('AuthToken').fill(await generate({ secret: e2eAdmin.totpSecret }));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: 'LogOut' })).toBeVisible();
    await page.context().storageState({ path: adminStorageState });
  },
);
