import path from 'node:path';
import { photosDir } from '../fixtures/photos';
import { expect, test, type Page } from '@playwright/test';
import { authApi } from '@greenscape/shared/contract/auth';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { customerSession } from '../fixtures/accounts';
import { signInAs } from '../fixtures/demo-customer';
import { checkScreen } from '../fixtures/screens';
import { onePerson, tellInSteps } from '../fixtures/story';

// A customer's project from the request to the design pick. The quotations, the way into a new
// project and the account pages are customer-area.spec.ts's.

const photos = photosDir;

test.describe('a customer describes a project with two photos and sees it listed just now', () => {
  tellInSteps();
  const person = onePerson();

  test('the form checks its fields, follows the service and takes photos', async () => {
    const page = person();
    await customerSession(page);
    await page.goto('/user/project');
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
    // No projects yet: an empty state whose one action starts the first.
    await expect(page.getByText('No projects yet', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Project' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Start your project' }).click();
    await expect(page).toHaveURL(/\/user\/project\/new$/);
    await expect(page.getByRole('heading', { name: 'Start your project' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('All fields are required').first()).toBeVisible();

    await page.getByLabel('Service').selectOption('terrace-gardening');
    // The area options follow the chosen service.
    await expect(page.getByLabel('Area').locator('option')).toContainText([
      'Less than 1000 sq ft',
      'More than 15000 sq ft',
    ]);
    await page.getByLabel('Area').selectOption({ label: 'Less than 2000 sq ft' });
    await page.getByLabel('Budget').selectOption({ label: 'Rs 2 - 3 Lakh' });
    await page
      .getByLabel('Photos of the space')
      .setInputFiles([
        path.join(photos, 'marigold-480.webp'),
        path.join(photos, 'meadow-grass-480.webp'),
        path.join(photos, 'yellow-flower-480.webp'),
      ]);
    const chosen = page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem');
    await expect(chosen).toHaveCount(3);
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /yellow-flower/ })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.getByRole('button', { name: 'Remove photo 3' }).click();
    await expect(chosen).toHaveCount(2);
    for (const bar of await page.getByRole('progressbar').all()) {
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
    }
  });

  test('on a phone the submit button stays at the bottom of the screen', async () => {
    const page = person();
    await page.setViewportSize({ width: 375, height: 800 });
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect
      .poll(async () => {
        const box = await submit.boundingBox();
        return box && Math.round(box.y + box.height);
      })
      .toBeGreaterThan(740);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('screens: the new-project page', () => checkScreen(person(), 'customer-new-project'));

  test('the project is listed just now, with its two photos', async () => {
    const page = person();
    await page
      .getByLabel('Description')
      .fill('A terrace of 800 sq ft with raised beds and a shaded corner.');
    // The site's address comes from the profile; its state the customer chooses.
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('1 Test Road');
    await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/user\/project$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Project Created Successfully' }),
    ).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Terrace Gardening' });
    await expect(card).toContainText('just now');
    // The stage in the customer's words, not the bare status.
    await expect(card).toContainText('Stage: Designs on the way');
    // A reference to read out on the phone, not the raw id; the page and its tab
    // name the same one.
    const ref = (await card.getByText(/^GS-\d{4}-\d{4,}$/).textContent()) ?? '';
    expect(ref).toMatch(/^GS-\d{4}-\d{4,}$/);
    await card.getByRole('link', { name: /See Details/ }).click();
    await expect(page.getByRole('main')).toContainText(`Your project reference${ref}`);
    await expect(page).toHaveTitle(`Project ${ref} · Greenscape`);
    await expect(
      page.getByText("We'll be right back to you with designs in the next 2 days."),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Less than 2000 sq ft');
    const own = page.getByRole('list', { name: 'Your photos' }).getByRole('img');
    await expect(own).toHaveCount(2);
    for (const img of await own.all()) {
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
  });
});

test.describe('the demo customer picks one of the designs the team sent, once', () => {
  tellInSteps();
  const person = onePerson();

  test('signs in', () => signInAs(person(), 'vikram@demo.greenscape.example'));

  test('opens the project', async () => {
    const page = person();
    await page.goto('/user/project');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Terrace Gardening' })
      .getByRole('link', { name: /See Details/ })
      .click();
  });

  test('the designs can be enlarged', async () => {
    const page = person();
    await expect(page.getByRole('heading', { name: 'Designs' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Design \d$/ })).toHaveCount(3);

    await page.getByRole('button', { name: 'Enlarge design 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Design 2' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the timeline shows the stages behind, the one now and the coming ones', async () => {
    const page = person();
    const timeline = page.getByRole('region', { name: "Your project's progress" });
    const stages = timeline
      .getByRole('list', { name: 'Stages of your project' })
      .getByRole('listitem');
    await expect(stages).toHaveCount(8);
    await expect(stages.first()).toHaveText('Project requested, done');
    const now = timeline.locator('[aria-current="step"]');
    await expect(now).toHaveCount(1);
    await expect(now).toContainText('You choose a design');
    await expect(now).toContainText('choose the one you like');
    await expect(stages.last()).toHaveText('Handover, coming');
    await expect(page.getByRole('main')).toContainText('Choose your design');
    // The page leads with it, then links every part of the page.
    await expect(page.getByRole('region', { name: 'What to do now' })).toContainText(
      'Choose your design',
    );
    await expect(
      page.getByRole('navigation', { name: 'Parts of this project' }).getByRole('link'),
    ).toContainText(['Progress', 'Details', 'Designs', 'Messages']);
  });

  test('screens: the project page with its timeline and the design cards', () =>
    checkScreen(person(), 'customer-project-designs'));

  test('on a phone, cancelling the confirmation picks nothing', async () => {
    const page = person();
    await page.setViewportSize({ width: 375, height: 800 });
    const design2 = page.getByRole('article', { name: 'Design 2' });
    await design2.getByRole('button', { name: 'Choose this design (Design 2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Design 2?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This choice is final');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Nothing was sent: after a reload every design can still be chosen.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Choose this design/ })).toHaveCount(3);
    await expect(page.getByText('Your choice')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('design 2 is chosen through its card and the confirmation, once', async () => {
    const page = person();
    await page
      .getByRole('article', { name: 'Design 2' })
      .getByRole('button', { name: 'Choose this design (Design 2)' })
      .click();
    await page
      .getByRole('dialog', { name: 'Choose Design 2?' })
      .getByRole('button', { name: 'Choose Design 2' })
      .click();
    // The confirmation takes the focus from the button that is gone.
    await expect(page.locator(':focus')).toContainText(
      'Your selected design has been successfully submitted',
    );
    await expect(
      page.getByText("We have received your selected designs. We'll be back soon with quotation."),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Design 2' })).toContainText('Your choice');
    await expect(page.getByRole('button', { name: /^Choose this design/ })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: "Your project's progress" })
        .locator('[aria-current="step"]'),
    ).toContainText('Quotations from our partners');

    // The server holds the pick, not just the page.
    const again = await page.request.put(
      pathOf(projectsApi.pickDesign, {
        projectId: new URL(page.url()).pathname.split('/').pop()!,
        userId: await userId(page),
      }),
      {
        data: { num: 1 },
      },
    );
    expect(again.status()).toBe(409);
  });
});

async function userId(page: Page): Promise<string> {
  const res = await page.request.get(pathOf(authApi.verifyUser));
  return ((await res.json()) as { _id: string })._id;
}
