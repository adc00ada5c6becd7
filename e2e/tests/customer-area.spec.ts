import { expect, test } from '@playwright/test';
import { authApi } from '@greenscape/shared/contract/auth';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { customerSession, uniqueEmail, uniquePhone } from '../fixtures/accounts';
import { signInAs } from '../fixtures/demo-customer';
import { checkScreen } from '../fixtures/screens';
import { onePerson, tellInSteps } from '../fixtures/story';

// A customer's quotations compared and picked, the way into a new project, and the account pages.
// The request and the design pick are customer-journey.spec.ts's.

test.describe('the demo customer compares the released quotations and picks one', () => {
  tellInSteps();
  const person = onePerson();
  const table = () => person().getByRole('table', { name: 'The quotations compared line by line' });
  // A card's own lists (its payment plan) hold list items too: a card is the item with an article.
  const cards = () =>
    person()
      .getByRole('list', { name: 'Quotations' })
      .getByRole('listitem')
      .filter({ has: person().getByRole('article') });
  const lowestCards = () => cards().filter({ hasText: 'Lowest' });
  /** The number of the card with the lowest total, read off the cards' totals. */
  async function lowestCardNum(): Promise<number> {
    const amounts = await Promise.all(
      [1, 2, 3].map(async (n) => rupees(await person().getByTestId(`card-total-${n}`).innerText())),
    );
    return amounts.indexOf(Math.min(...amounts)) + 1;
  }

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

  test('from 768 px one table: a column per partner, a row per service line, the lowest total marked', async () => {
    await expect(table().getByRole('columnheader', { name: /^Quotation \d/ })).toHaveCount(3);
    await expect(table().getByRole('rowheader', { name: /Planting and placement/ })).toBeVisible();
    await expect(table().getByText('Lowest')).toHaveCount(1);
    const amounts = await Promise.all(
      [1, 2, 3].map(async (n) => rupees(await table().getByTestId(`total-${n}`).innerText())),
    );
    const lowestNum = amounts.indexOf(Math.min(...amounts)) + 1;
    await expect(table().getByTestId(`total-${lowestNum}`)).toContainText('Lowest');
    const partnerLink = table()
      .getByRole('columnheader', { name: /^Quotation 1/ })
      .getByRole('link');
    await expect(partnerLink).toHaveAttribute('href', /^\/service-provider\/[0-9a-f-]{36}$/);
    for (const n of [1, 2, 3]) {
      await expect(
        table().getByRole('columnheader', { name: new RegExp(`^Quotation ${n}`) }),
      ).toContainText(/No ratings yet|\d\.\d out of 5 \(\d+ ratings?\)/);
    }
    await expect(table().getByRole('button', { name: /^Choose this quotation/ })).toHaveCount(3);
  });

  test('below 768 px the offers are stacked cards, Lowest on the lowest', async () => {
    const page = person();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(table()).toBeHidden();
    await expect(page.getByText('3 quotations from our service partners')).toBeVisible();
    await expect(cards()).toHaveCount(3);
    await expect(cards().first().getByRole('heading')).toHaveText('Quotation 1');
    const card1 = page.getByRole('article', { name: 'Quotation 1' });
    await expect(card1.getByRole('link')).toHaveAttribute('href', /^\/service-provider\//);
    await expect(card1).toContainText(/No ratings yet|Rated \d\.\d out of 5/);
    // Its terms before the pick: how it would be paid, what it includes, the warranty.
    await expect(
      card1.getByRole('list', { name: 'Payment plan' }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(card1).toContainText('What is included');
    await expect(card1).toContainText('Warranty90 days from completion');
    // The lines on demand.
    await expect(card1.getByText(/Planting and placement/)).toBeHidden();
    await card1.getByText(/^See the \d+ lines?$/).click();
    await expect(card1.getByText(/Planting and placement/)).toBeVisible();
    await expect(lowestCards()).toHaveCount(1);
    await expect(lowestCards()).toContainText(`Quotation ${await lowestCardNum()}`);
  });

  test('screens: the stacked offers', () => checkScreen(person(), 'customer-offers', [375]));

  test('on a phone, quotation 2 is chosen from its card; it shows first, as chosen', async () => {
    const page = person();
    await page.setViewportSize({ width: 375, height: 800 });
    const card2 = page.getByRole('article', { name: 'Quotation 2' });
    const partner2 = await card2.getByRole('link').innerText();
    await card2.getByRole('button', { name: 'Choose this quotation (Quotation 2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Quotation 2?' });
    await expect(dialog).toContainText(`Quotation 2 by ${partner2}`);
    await expect(dialog.getByRole('list', { name: 'Payment plan' })).toBeVisible();
    await expect(dialog).toContainText('90 days from completion');
    await expect(dialog).toContainText('This choice is final');
    await dialog.getByRole('button', { name: 'Choose Quotation 2' }).click();
    // The confirmation takes the focus from the button that is gone.
    await expect(page.locator(':focus')).toContainText(
      'Your selected quotation has been successfully submitted',
    );
    await expect(
      page.getByText('We have received your selected quotation. Our team will contact you soon.'),
    ).toBeVisible();
    await expect(cards().first().getByRole('heading')).toHaveText('Quotation 2');
    await expect(cards().first()).toContainText('Your choice');
    await expect(cards().filter({ hasText: 'Your choice' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Choose this quotation/ })).toHaveCount(0);
    // 'Lowest' stays on the truly lowest total, chosen or not.
    await expect(lowestCards()).toHaveCount(1);
    await expect(lowestCards()).toContainText(`Quotation ${await lowestCardNum()}`);
    await expect(
      page
        .getByRole('region', { name: "Your project's progress" })
        .locator('[aria-current="step"]'),
    ).toContainText('Site visit');
  });

  test('from 768 px the chosen column is marked', async () => {
    const page = person();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(table().getByRole('columnheader', { name: /^Quotation 2/ })).toContainText(
      'Your choice',
    );
    await expect(table().getByText('Your choice')).toHaveCount(1);
  });
});

test.describe('Enquire Now and the first-time details lead to Start your project', () => {
  tellInSteps();
  const person = onePerson();

  test('a signed-in customer pressing Enquire Now starts a project', async () => {
    const page = person();
    await customerSession(page);
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page).toHaveURL(/\/user\/project\/new$/);
    await expect(page.getByRole('heading', { name: 'Start your project' })).toBeVisible();
  });

  test('a visitor pressing Enquire Now gets the sign-up form; the details form leads on', async () => {
    const page = person();
    await page.request.post(pathOf(authApi.logout), { data: {} });
    await page.goto('/');
    await page.getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByRole('button', { name: 'Use e-mail instead' }).click();
    await page.getByLabel('Email').fill(uniqueEmail('enquire'));
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/user\/details$/);
    await page.getByLabel('Your name').fill('Enquiring Customer');
    await page.getByLabel('Phone').fill(uniquePhone());
    await page.getByLabel('City').fill('Chennai');
    await page.getByLabel('Address').fill('3 Temple Street');
    await page.getByLabel('Postal code').fill('600004');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/user\/project\/new$/);
    await expect(page.getByRole('heading', { name: 'Start your project' })).toBeVisible();
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
    await expect(page.getByText(/^Payments start once you pick a quotation/)).toBeVisible();
  });
});

/** '₹1,23,456' as a number. */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, '').replace(/\.$/, ''));
