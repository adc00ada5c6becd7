import { expect, test } from '@playwright/test';
import { codeFromOutbox, uniqueEmail, uniquePhone } from '../fixtures/accounts';
import { onePerson, tellInSteps } from '../fixtures/story';

const kinds = [
  { kind: 'service-provider', title: 'Service Partner Sign Up', home: 'New Projects' },
  { kind: 'supplier', title: 'Supplier Sign Up', home: 'Account Details' },
] as const;

for (const { kind, title, home } of kinds) {
  test.describe(`${kind} accounts through the pages`, () => {
    tellInSteps();
    const email = uniqueEmail(kind);
    const phone = uniquePhone();
    const newPhone = uniquePhone();
    const otherPhone = uniquePhone();
    // The workspace itself, not /login/${kind}, which ends the same way.
    const workspace = new RegExp(`^https?://[^/]+/${kind}$`);
    const person = onePerson();

    async function logOut() {
      const page = person();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
    }

    test('sign up: the form checks its fields, then takes a phone code', async () => {
      const page = person();
      await page.goto(`/signup/${kind}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Request OTP' }).click();
      await expect(page.getByText('Please fill all the credentials').first()).toBeVisible();

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('a good password');
      await page.getByLabel('Phone number').fill('98765');
      await page.getByRole('button', { name: 'Request OTP' }).click();
      await expect(page.getByText('Invalid Phone Number')).toBeVisible();
      await page.getByLabel('Phone number').fill(phone);
      await page.getByRole('button', { name: 'Request OTP' }).click();

      // The fields lock and the code field appears.
      await expect(page.getByLabel('OTP')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
      await page.getByLabel('OTP').fill('000000');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid OTP !');
      // A code that did not come can be sent again: a new one, the field emptied.
      const first = await codeFromOutbox(page.request, phone);
      await page.getByRole('button', { name: 'Send the code again' }).click();
      await expect(page.getByLabel('OTP')).toHaveValue('');
      await expect.poll(() => codeFromOutbox(page.request, phone)).not.toBe(first);
      await page.getByLabel('OTP').fill(await codeFromOutbox(page.request, phone));
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(new RegExp(`/${kind}/update$`));
    });

    test('the workspace opens once the profile is complete', async () => {
      const page = person();
      // The workspace stays closed until the profile is complete.
      await page.goto(`/${kind}/account`);
      await expect(page).toHaveURL(new RegExp(`/${kind}/update$`));
      await page.getByLabel('Name').fill('Green Works');
      await page.getByLabel('City').fill('Chennai');
      await page.getByLabel('Address').fill('17 Marina View');
      await page.getByLabel('Postal code').fill('600090');
      if (kind === 'service-provider') {
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expect(page.getByText('Choose the services you offer')).toBeVisible();
        await page.getByLabel('Roof Top Gardening').check();
        await page.getByLabel('Kitchen Gardening').check();
      }
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page).toHaveURL(workspace);
      await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
      await logOut();
    });

    test('sign in by phone code', async () => {
      const page = person();
      await page.goto(`/login/${kind}`);
      await page.getByRole('link', { name: 'Sign in with Phone' }).click();
      await expect(page).toHaveURL(new RegExp(`/login/${kind}/phone$`));
      await page.getByLabel('Phone number').fill('123');
      await page.getByRole('button', { name: 'Request OTP' }).click();
      await expect(page.getByText('Invalid phone number !')).toBeVisible();
      // A mistyped number is changed from the code step: the number opens again, the code goes.
      await page.getByLabel('Phone number').fill(otherPhone);
      await page.getByRole('button', { name: 'Request OTP' }).click();
      await expect(page.getByLabel('OTP')).toBeVisible();
      await page.getByRole('button', { name: 'Change number' }).click();
      await expect(page.getByLabel('OTP')).toHaveCount(0);
      await expect(page.getByLabel('Phone number')).not.toHaveAttribute('readonly', '');
      await page.getByLabel('Phone number').fill(phone);
      await page.getByRole('button', { name: 'Request OTP' }).click();
      // The sign-up code of this phone is still the newest in the outbox until the request is
      // answered: read it only once the code step shows.
      await expect(page.getByLabel('OTP')).toBeVisible();
      await page.getByLabel('OTP').fill(await codeFromOutbox(page.request, phone));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(workspace);
      await logOut();
    });

    test('sign in by e-mail', async () => {
      const page = person();
      await page.goto(`/login/${kind}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('a good password');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(workspace);
    });

    // The phone is how this account signs in: a new one takes a code sent to it.
    test('a new phone in the profile takes a code sent to it', async () => {
      const page = person();
      await page.goto(`/${kind}/update`);
      await page.getByLabel('Phone', { exact: true }).fill(newPhone);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const code = page.getByLabel('OTP for the new phone');
      await expect(code).toBeVisible();
      await code.fill('000000');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid OTP !');
      await code.fill(await codeFromOutbox(page.request, newPhone));
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
      await logOut();
    });

    test('sign in by a code sent to the new phone', async () => {
      const page = person();
      await page.goto(`/login/${kind}/phone`);
      await page.getByLabel('Phone number').fill(newPhone);
      await page.getByRole('button', { name: 'Request OTP' }).click();
      await expect(page.getByLabel('OTP')).toBeVisible();
      await page.getByLabel('OTP').fill(await codeFromOutbox(page.request, newPhone));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(workspace);
    });
  });
}
