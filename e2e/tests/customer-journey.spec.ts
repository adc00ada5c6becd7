import path from 'node:path';
import { photosDir } from '../fixtures/photos';
import { expect, test, type Page } from '@playwright/test';
import { authApi } from '@greenscape/shared/contract/auth';
import { customerApi } from '@greenscape/shared/contract/customer';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { customerSession } from '../fixtures/accounts';
import { onePerson, tellInSteps } from '../fixtures/story';

const photos = photosDir;
const demoPassword = 'greenscape-demo';

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/user$/);
}

test.describe('a customer describes a project with two photos and sees it listed just now', () => {
  tellInSteps();
  const person = onePerson();

  test('the form checks its fields, follows the service and takes photos', async () => {
    const page = person();
    await customerSession(page);
    await page.goto('/user/project');
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
    await page.getByRole('link', { name: 'New Project' }).click();
    await expect(page).toHaveURL(/\/user\/project\/new$/);

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

  test('the project is listed just now, with its two photos', async () => {
    const page = person();
    await page
      .getByLabel('Description')
      .fill('A terrace of 800 sq ft with raised beds and a shaded corner.');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/user\/project$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Project Created Successfully' }),
    ).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Terrace Gardening' });
    await expect(card).toContainText('just now');
    await expect(card).toContainText('New');
    await card.getByRole('link', { name: /See Details/ }).click();
    await expect(
      page.getByText("We'll be right back to you with designs in the next 2 days ."),
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

  test('a design number in range is taken, once', async () => {
    const page = person();
    await page.getByLabel('Design number').fill('7');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter the valid design number')).toBeVisible();
    await page.getByLabel('Design number').fill('2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Your selected design has been successfully submitted'),
    ).toBeVisible();
    await expect(
      page.getByText(
        "We have received your selected designs . We'll be back soon with quotation .",
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Design number')).toHaveCount(0);

    // The server holds the pick, not just the page.
    const again = await page.request.put(
      pathOf(customerApi.pickDesign, {
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

test.describe('the demo customer compares the released quotations and picks one', () => {
  tellInSteps();
  const person = onePerson();
  const table = () => person().getByRole('table', { name: 'The quotations compared line by line' });

  test('signs in', () => signInAs(person(), 'asha@demo.greenscape.example'));

  test('opens the project', async () => {
    const page = person();
    await page.goto('/user/project');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Kitchen Gardening' })
      .getByRole('link', { name: /See Details/ })
      .click();
  });

  test('one table: a column per partner, a row per service line, the lowest total marked', async () => {
    await expect(table().getByRole('columnheader', { name: /^Quotation \d/ })).toHaveCount(3);
    await expect(table().getByRole('rowheader', { name: /Planting and placement/ })).toBeVisible();
    await expect(table().getByText('Lowest')).toHaveCount(1);
    const totals = await Promise.all(
      [1, 2, 3].map((n) => table().getByTestId(`total-${n}`).innerText()),
    );
    const amounts = totals.map((t) => Number(t.replace(/[^\d.]/g, '').replace(/\.$/, '')));
    const lowestIndex = amounts.indexOf(Math.min(...amounts));
    await expect(table().getByTestId(`total-${lowestIndex + 1}`)).toContainText('Lowest');
    const partnerLink = table()
      .getByRole('columnheader', { name: /^Quotation 1/ })
      .getByRole('link');
    await expect(partnerLink).toHaveAttribute('href', /^\/service-provider\/[0-9a-f-]{36}$/);
  });

  test('a quotation number in range is taken', async () => {
    const page = person();
    await page.getByLabel('Quotation number').fill('12');
    await expect(page.getByLabel('Quotation number')).toHaveValue('1');
    await page.getByLabel('Quotation number').fill('4');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter the valid quotation number')).toBeVisible();
    await page.getByLabel('Quotation number').fill('1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Your selected quotation has been successfully submitted'),
    ).toBeVisible();
    await expect(
      page.getByText('We have received your selected quotation . Our team will contact you soon .'),
    ).toBeVisible();
    await expect(table().getByRole('columnheader', { name: /^Quotation 1/ })).toContainText(
      'Your choice',
    );
  });
});

test.describe('the customer area: profile update, support message, payment text, and the mobile menu', () => {
  tellInSteps();
  const person = onePerson();

  test('a profile update', async () => {
    const page = person();
    await customerSession(page);
    await page.goto('/user/profile');
    await page.getByLabel('City').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('All fields are required')).toBeVisible();
    await page.getByLabel('City').fill('Mysuru');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Profile Updated Successfully' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Mysuru');
  });

  test('a support message, then the payment text through the mobile menu', async () => {
    const page = person();
    await page.goto('/user/support');
    await page.getByLabel('Your message').fill('Can I add a water feature later?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent' }),
    ).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Customer navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Customer menu' }).click();
    await page
      .getByRole('navigation', { name: 'Customer menu' })
      .getByRole('link', { name: 'Payment Options' })
      .click();
    await expect(
      page.getByText('Currently we are only accepting payments in offline mode .'),
    ).toBeVisible();
  });
});

async function userId(page: Page): Promise<string> {
  const res = await page.request.get(pathOf(authApi.verifyUser));
  return ((await res.json()) as { _id: string })._id;
}
