import path from 'node:path';
import { photosDir } from '../fixtures/photos';
import { expect, test } from '@playwright/test';
import { phoneAccountSession } from '../fixtures/accounts';
import { onePerson, tellInSteps } from '../fixtures/story';

const photos = photosDir;

test.describe('a demo partner prices the shared quotation, with every validation check', () => {
  tellInSteps();
  const person = onePerson();
  const price = (line: string) => person().getByLabel(`Price for ${line}`);
  // The lines of the demo's living wall, 220 sq ft (apps/server/src/db/seed/quotation-lines.ts).
  const first = () => price('Vertical garden planter modules (per sq ft)');
  const plants = () => price('Wall plants: ferns, money plant, syngonium (per plant)');
  const drip = () => price('Drip irrigation with timer (per metre)');
  const backing = () => price('Waterproof backing sheet (per sq ft)');
  const submit = () => person().getByRole('button', { name: 'Submit' });

  test('signs in and opens the shared project', async () => {
    const page = person();
    await page.goto('/login/service-provider');
    await page.getByLabel('Email').fill('arjun@partner.greenscape.example');
    await page.getByLabel('Password', { exact: true }).fill('greenscape-demo');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/service-provider$/);
    await expect(page.getByRole('banner')).toContainText('Arjun');

    const card = page.getByRole('listitem').filter({ hasText: 'Vertical Gardening' });
    await expect(card).toContainText('Customer Budget: Rs 1 - 1.5 Lakh');
    await card.getByRole('link', { name: 'See Details' }).click();
    await expect(page.getByRole('heading', { name: 'Project Info' })).toBeVisible();
    await expect(page.getByText('Customer Requirement')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Meera');
    // The carousel wraps at both ends.
    const carousel = page.getByRole('group', { name: 'Project photo' });
    await expect(carousel).toContainText('1 / 2');
    await carousel.getByRole('button', { name: 'Previous photo' }).click();
    await expect(carousel).toContainText('2 / 2');
    await carousel.getByRole('button', { name: 'Next photo' }).click();
    await expect(carousel).toContainText('1 / 2');
  });

  test('the quotation form checks the name, phone and e-mail', async () => {
    const page = person();
    await page
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: 'Quotation' })
      .click();
    await submit().click();
    await expect(page.getByRole('alert')).toHaveText('Please fill the required fields !');
    await page.getByLabel('Name').fill('Arjun Rooftop Roots');
    await page.getByLabel('Phone').fill('98100');
    await submit().click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Phone number');
    await page.getByLabel('Phone').fill('9810000003');
    await page.getByLabel('E-mail (optional)').fill('not-an-email');
    await submit().click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Email Address');
    await page.getByLabel('E-mail (optional)').fill('');
    await submit().click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all the fields !');
  });

  test('a price out of range is marked, and Reset empties the form', async () => {
    const page = person();
    await first().fill('55');
    await plants().fill('80');
    await drip().fill('250');
    await backing().fill('50');
    await submit().click();
    await expect(page.getByRole('alert')).toHaveText('The entered values are not in range !');
    await expect(first()).toHaveAttribute('aria-invalid', 'true');
    await expect(first()).toHaveCSS('border-top-color', 'rgb(220, 38, 38)');
    await expect(plants()).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(first()).toHaveValue('');
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('prices in range add up and the quotation is submitted', async () => {
    const page = person();
    await page.getByLabel('Name').fill('Arjun Rooftop Roots');
    await page.getByLabel('Phone').fill('9810000003');
    await first().fill('350');
    await plants().fill('80');
    await drip().fill('250');
    await backing().fill('50');
    // 220 x 350 + 352 x 80 + 44 x 250 + 220 x 50
    await expect(page.getByLabel('Total amount')).toHaveText('₹1,27,160');
    await submit().click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your quotation has been submitted successfully' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/service-provider$/, { timeout: 6000 });
  });

  test('the project is then in progress, applied for, with the payments text', async () => {
    const page = person();
    await page.getByRole('link', { name: 'In Progress' }).first().click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Vertical Gardening' })
      .getByRole('link', { name: 'See Details' })
      .click();
    await page
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: 'Quotation' })
      .click();
    await expect(page.getByText('You have already applied for the project')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: 'Payments' })
      .click();
    await expect(
      page.getByText('Currently payments are provided only in offline mode'),
    ).toBeVisible();
  });
});

test.describe('a partner manages its gallery, and the public profile shows it', () => {
  tellInSteps();
  const person = onePerson();
  let partner: { id: string };

  test('adds two pictures and removes one, whose file is then gone', async () => {
    const page = person();
    partner = await phoneAccountSession(page, 'service-provider');
    await page.goto('/service-provider');
    await page.getByRole('link', { name: 'Public Profile' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/service-provider/publicprofile/${partner.id}$`));
    await expect(page.getByText('No ratings yet')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const manager = page.getByRole('dialog', { name: 'Manage your gallery' });
    await manager
      .getByLabel('Add Image')
      .setInputFiles([
        path.join(photos, 'marigold-480.webp'),
        path.join(photos, 'yellow-flower-480.webp'),
      ]);
    for (const bar of await manager.getByRole('progressbar').all()) {
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
    }
    await manager.getByRole('button', { name: 'Save images' }).click();
    await expect(manager.getByRole('status')).toHaveText('Images updated successfully');
    const gallery = manager.getByRole('list', { name: 'Your gallery' }).getByRole('img');
    await expect(gallery).toHaveCount(2);
    const removedUrl = (await gallery.first().getAttribute('src'))!.replace('/thumb', '');
    await manager.getByRole('button', { name: 'Remove gallery picture 1' }).click();
    await expect(manager.getByRole('status')).toHaveText('Images removed successfully');
    await expect(gallery).toHaveCount(1);
    await manager.getByRole('button', { name: 'Close' }).click();
    // The removed file is gone, not just unlisted.
    expect((await page.request.get(removedUrl)).status()).toBe(404);
  });

  test('the public profile shows the picture left', async () => {
    const page = person();
    await page.goto(`/service-provider/${partner.id}`);
    await expect(page.getByRole('heading', { name: 'Service Partner' })).toBeVisible();
    const pictures = page.getByRole('img', { name: /picture/ });
    await expect(pictures).toHaveCount(1);
    await expect
      .poll(() =>
        pictures.first().evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0),
      )
      .toBe(true);
  });
});

test.describe('a supplier enters its materials, then updates them', () => {
  tellInSteps();
  const person = onePerson();

  test('enters its materials', async () => {
    const page = person();
    await phoneAccountSession(page, 'supplier');
    await page.goto('/supplier/costing');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all the fields !');
    await page.getByLabel('Material name, row 1').fill('Cocopeat block');
    await page.getByLabel('Price, row 1').fill('95');
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByLabel('Material name, row 2').fill('Terracotta pot (12 inch)');
    await page.getByLabel('Price, row 2').fill('350');
    await page.getByRole('button', { name: 'Save' }).click();
    const table = page.getByRole('table');
    await expect(table).toContainText('Cocopeat block');
    await expect(table).toContainText('₹350');
    await expect(page.getByLabel('Material name, row 1')).toHaveCount(0);
  });

  test('updates them', async () => {
    const page = person();
    await page.getByRole('link', { name: 'Update Costing' }).first().click();
    await page.getByLabel('Price, row 1').fill('99');
    await page.getByRole('button', { name: 'Remove row 2' }).click();
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByLabel('Material name, row 2').fill('Drip emitter');
    await page.getByLabel('Price, row 2').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all the fields !');
    await page.getByLabel('Price, row 2').fill('12.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Updated Successfully' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Material Costing' }).first().click();
    await expect(page.getByRole('table')).toContainText('₹99');
    await expect(page.getByRole('table')).toContainText('Drip emitter');
    await expect(page.getByRole('table')).not.toContainText('Terracotta');
  });
});
