import { expect, test, type Page } from '@playwright/test';
import { urlOf } from '@greenscape/shared/contract/endpoint';
import { preferencesApi } from '@greenscape/shared/contract/preferences';
import { systemApi } from '@greenscape/shared/contract/system';
import { phoneAccountSession } from '../fixtures/accounts';
import { apiCustomer, newActor } from '../fixtures/api-actors';
import { englishOn, expectHindi, hi, hiMessage, hiMessagePattern } from '../fixtures/hindi';
import { checkScreen } from '../fixtures/screens';
import { closeAll, tellInSteps } from '../fixtures/story';
import { projectWithDesignPicked, teamThroughApi } from '../fixtures/team-api';

// Hindi is done when: a partner's quotation in Hindi, on a phone (375 px). The partner picks
// हिन्दी in its area's mobile menu, which its account keeps, so the invitation SMS the team's
// sharing sends it is in Hindi too; then it prices the project through the Hindi quotation form,
// an out-of-range price marked, and reads the Hindi confirmation.

tellInSteps();

let partner: Page;
let account: { phone: string; id: string };
const lines = [
  { serviceDesc: 'दीवार पर गमले (प्रति वर्ग फ़ुट)', quantity: 120, lowerRange: 300, upperRange: 400 },
  { serviceDesc: 'ड्रिप सिंचाई (प्रति मीटर)', quantity: 30, lowerRange: 200, upperRange: 300 },
];
const price = (n: number) =>
  partner.getByLabel(hi('partner.quotation.priceFor', { service: lines[n]!.serviceDesc }));
const submit = () => partner.getByRole('button', { name: hi('partner.quotation.submit') });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  partner = await context.newPage();
});
test.afterAll(() => closeAll([partner]));

test("a partner picks हिन्दी in its area's mobile menu; its account keeps the language", async () => {
  account = await phoneAccountSession(partner, 'service-provider');
  await partner.goto('/service-provider');
  await expect(partner.locator('html')).toHaveAttribute('lang', 'en');
  await partner.getByRole('button', { name: 'Service Partner menu' }).click();
  const languages = partner.getByRole('group', { name: 'Language' });
  await languages.getByRole('button', { name: 'हिन्दी' }).click();
  await expectHindi(partner);
  await expect(
    partner
      .getByRole('group', { name: hi('shell.language.label') })
      .getByRole('button', { name: 'हिन्दी' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(partner.getByRole('heading', { name: hi('partner.tab.new.title') })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await partner.request.get(
        urlOf(preferencesApi.get, { query: { role: 'service-provider' } }),
      );
      return ((await res.json()) as { language: string }).language;
    })
    .toBe('hi');
});

test('the team shares a project with it; the invitation SMS reads in Hindi', async ({
  playwright,
  baseURL,
}) => {
  const customer = await newActor(playwright, baseURL!);
  const team = await teamThroughApi(playwright, baseURL!);
  try {
    const { id: userId } = await apiCustomer(customer);
    const projectId = await projectWithDesignPicked(customer, team, userId, {
      service: 'vertical-gardening',
      area: 'vg-100-500',
      budget: '1-1.5L',
      desc: 'बालकनी की दीवार पर हरे पौधे।',
    });
    await team.createTemplate(projectId, lines);
    await team.share(projectId, [account.id]);
  } finally {
    await Promise.all([customer.dispose(), team.dispose()]);
  }
  const outbox = await partner.request.get(
    urlOf(systemApi.devOutbox, { query: { to: account.phone } }),
  );
  const [newest] = (await outbox.json()) as { text: string }[];
  expect(newest?.text).toMatch(hiMessagePattern('invitationSms'));
});

test('the project is listed in Hindi; the partner opens its quotation form', async () => {
  await partner.reload();
  const card = partner
    .getByRole('listitem')
    .filter({ hasText: hi('shell.service.vertical-gardening') });
  await expect(card).toContainText(
    hi('partner.list.budget', { budget: hi('partner.budget.1-1.5L') }),
  );
  await card.getByRole('link', { name: hi('partner.list.seeDetails') }).click();
  await expect(
    partner.getByRole('heading', { name: hi('partner.project.infoTitle') }),
  ).toBeVisible();
  await partner
    .getByRole('navigation', { name: hi('partner.project.navLabel') })
    .getByRole('link', { name: hi('partner.project.tabQuotation') })
    .click();
  await expect(partner.getByLabel(hi('partner.quotation.name'))).toHaveValue('E2E Account');
  await expectHindi(partner);
});

test('a price out of range is marked, the error in Hindi', async () => {
  await price(0).fill('500');
  await price(1).fill('250');
  await submit().click();
  await expect(partner.getByRole('alert')).toHaveText(hiMessage('valuesNotInRange'));
  await expect(price(0)).toHaveAttribute('aria-invalid', 'true');
  await expect(price(1)).not.toHaveAttribute('aria-invalid', 'true');
});

// The partner's name from its profile and the customer's city (api-actors.ts) are as typed.
for (const width of [375, 1280]) {
  test(`screen at ${width}px: the quotation form with a price marked`, async () => {
    await checkScreen(partner, 'hi-partner-quotation', [width]);
    expect(
      await englishOn(partner, ['E2E', 'Account', 'Pune']),
      'English on a Hindi screen',
    ).toEqual([]);
  });
}

test('prices in range add up; submitted, the confirmation is in Hindi', async () => {
  await price(0).fill('350');
  // 120 x 350 + 30 x 250
  await expect(partner.getByLabel(hi('partner.quotation.totalAmount'))).toContainText('49,500');
  await submit().click();
  // Final once sent: the partner confirms in a dialog that sums it up.
  await partner.getByRole('button', { name: hi('partner.quotation.confirmSendYes') }).click();
  await expect(
    partner.getByRole('status').filter({ hasText: hiMessage('quotationSubmitted') }),
  ).toBeVisible();
  await expect(
    partner.getByRole('heading', { name: hi('partner.quotation.thankYou') }),
  ).toBeVisible();
  await expect(partner.getByText(hi('partner.nextSteps.sms'))).toBeVisible();
});
