import { expect, test, type Page } from '@playwright/test';
import { directoryApi } from '@greenscape/shared/contract/directory';
import { authApi } from '@greenscape/shared/contract/auth';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { pages } from '@greenscape/shared/pages';
import { adminStorageState } from '../fixtures/accounts';
import { checkScreen } from '../fixtures/screens';

// The demo reads as a company people trust: a gallery with no hole, and partners
// whose public profiles show reviews by their customers.

/**
 * The cells of the gallery's grid that no picture covers: every column start and row start that
 * some picture has makes a cell, and each cell's corner must lie inside a picture.
 */
async function emptyCells(page: Page) {
  return page.locator('#gallery ul').evaluate((ul) => {
    const boxes = [...ul.children].map((li) => li.getBoundingClientRect());
    const lefts = [...new Set(boxes.map((b) => Math.round(b.left)))];
    const tops = [...new Set(boxes.map((b) => Math.round(b.top)))];
    const inside = (x: number, y: number) =>
      boxes.some((b) => x > b.left && x < b.right && y > b.top && y < b.bottom);
    return lefts.flatMap((x) => tops.filter((y) => !inside(x + 4, y + 4)).map((y) => `${x},${y}`));
  });
}

for (const width of [375, 1280]) {
  test(`the landing gallery at ${width} px fills its rows, with no hole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    await expect(page.locator('#gallery li')).toHaveCount(5);
    expect(await emptyCells(page)).toEqual([]);
  });
}

test.describe("a partner's public profile", () => {
  test.use({ storageState: adminStorageState });

  test('shows its rating, the reviews of its customers and a gallery', async ({ page }) => {
    const admin = (await (await page.request.get(pathOf(authApi.verifyAdmin))).json()) as {
      _id: string;
    };
    const found = await page.request.get(
      `${pathOf(directoryApi.partners, { adminId: admin._id })}?q=leafwall`,
    );
    const [partner] = (await found.json()) as { _id: string }[];
    await page.goto(pages.publicProfile(partner!._id));
    await expect(page.getByRole('main')).toContainText('Kavya LeafWall Studio');
    await expect(page.getByRole('main')).toContainText('4.7 (3 ratings)');
    const reviews = page.getByRole('list', { name: 'Latest comments' }).getByRole('listitem');
    await expect(reviews).toHaveCount(3);
    await expect(reviews.first()).toContainText('tomatoes and methi');
    await expect(page.getByRole('region', { name: 'Gallery' }).getByRole('img')).toHaveCount(6);
    await checkScreen(page, 'partner-public-profile');
  });
});
