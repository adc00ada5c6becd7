import path from 'node:path';
import { photosDir } from '../fixtures/photos';
import { expect, test } from '@playwright/test';
import { phoneAccountSession } from '../fixtures/accounts';
import { checkScreen } from '../fixtures/screens';
import { onePerson, tellInSteps } from '../fixtures/story';

// A partner's gallery and its public profile, and a supplier's materials. A partner's quotations
// are partner-workspace.spec.ts's.

const photos = photosDir;

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
    // Asked first; Cancel keeps the picture.
    await manager.getByRole('button', { name: 'Remove gallery picture 1' }).click();
    const ask = page.getByRole('dialog', { name: 'Remove gallery picture 1?' });
    await expect(ask).toContainText('This cannot be undone');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(gallery).toHaveCount(2);
    await manager.getByRole('button', { name: 'Remove gallery picture 1' }).click();
    await ask.getByRole('button', { name: 'Remove picture' }).click();
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
    await checkScreen(page, 'supplier-materials-editor');
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
