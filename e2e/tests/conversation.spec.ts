import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { conversationApi } from '@greenscape/shared/contract/conversation';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { pathOf, urlOf } from '@greenscape/shared/contract/endpoint';
import { pages } from '@greenscape/shared/pages';
import hiConversation from '../../apps/web/src/locales/hi/conversation.json' with { type: 'json' };
import { adminStorageState, customerSession } from '../fixtures/accounts';
import { apiPartner, apiSubmitQuotation, newActor } from '../fixtures/api-actors';
import { expectHindi } from '../fixtures/hindi';
import { photo } from '../fixtures/photos';
import { checkScreen } from '../fixtures/screens';
import { closeAll, personIn, tellInSteps } from '../fixtures/story';
import { projectWithDesignPicked, teamThroughApi } from '../fixtures/team-api';

// The conversation (docs/product.md#conversation), on phones (375 px): after the pick the customer
// writes with a photo, the team sees it, the bell counts it and the team answers; the selected
// partner reads the thread from the pick on only (not what the customer wrote before it), sees
// the photo and writes; the customer reads the partner's answer. No message shows anyone's phone
// or e-mail. Each role's conversation screen is kept with axe and no sideways overflow, the
// customer's once in Hindi too.

tellInSteps();

const phone = { width: 375, height: 800 };
const partnerName = 'Hariyali Garden Works';
const otherPartnerName = 'Bagicha Mitra';
const beforePick = 'Can the lawn go in before the monsoon?';
const customerText = 'Please keep the old neem tree by the gate.';
const teamText = 'Noted: the neem tree stays. The partner will see this thread.';
const partnerText = 'I will mark the tree before we level the ground.';

let customer: Page;
let team: Page;
let partner: Page;
let other: APIRequestContext;
let customerId: string;
let customerName: string;
let projectId: string;
/** Phones and e-mails that no message may show. */
const contacts: string[] = [];

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  customer = await personIn(browser);
  team = await personIn(browser, adminStorageState);
  partner = await personIn(browser);
  other = await newActor(playwright, baseURL!);
  for (const page of [customer, team, partner]) {
    await page.setViewportSize(phone);
  }
});
test.afterAll(async () => {
  await other?.dispose();
  await closeAll([customer, team, partner]);
});

const thread = (page: Page) =>
  page.getByRole('list', { name: /^(Messages of this project|इस प्रोजेक्ट के संदेश)$/ });
const message = (page: Page, text: string) =>
  page.getByTestId('project-message').filter({ hasText: text });

/** What every message element shows holds no phone number or e-mail address. */
async function expectNoContacts(page: Page) {
  const texts = await page.getByTestId('project-message').allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+(\.[\w-]+)+/);
    expect(text.replace(/[\s-]/g, '')).not.toMatch(/\d{10}/);
    for (const contact of contacts) {
      expect(text).not.toContain(contact);
    }
  }
}

test('a project reaches the pick: the customer wrote once before it', async ({
  playwright,
  baseURL,
}) => {
  const session = await customerSession(customer);
  customerId = session.id;
  contacts.push(session.email, session.phone);
  const api = await teamThroughApi(playwright, baseURL!);
  try {
    projectId = await projectWithDesignPicked(customer.request, api, customerId, {
      service: 'landscaping',
      area: 'ls-lt-5000',
      budget: '2-3L',
      desc: 'A lawn and a path around the neem tree.',
    });
    await api.createTemplate(projectId, [
      { serviceDesc: 'Lawn (per sq ft)', quantity: 400, lowerRange: 20, upperRange: 40 },
    ]);
    const selected = await apiPartner(partner.request, partnerName, ['landscaping-plants']);
    const notSelected = await apiPartner(other, otherPartnerName, ['landscaping-plants']);
    contacts.push(selected.phone, notSelected.phone);
    await api.share(projectId, [selected.id, notSelected.id]);
    await apiSubmitQuotation(partner.request, projectId, partnerName, selected.phone);
    await apiSubmitQuotation(other, projectId, otherPartnerName, notSelected.phone);
    await api.costAndRelease(projectId, [5000]);
  } finally {
    await api.dispose();
  }
  // Before the pick: the customer and the team only.
  const early = await customer.request.post(
    urlOf(conversationApi.sendMessage, { params: { projectId }, query: { role: 'user' } }),
    { data: { text: beforePick } },
  );
  expect(early.status(), await early.text()).toBe(201);
  customerName = ((await early.json()) as { author: { name: string } }).author.name;

  const project = (await (
    await customer.request.get(pathOf(projectsApi.project, { projectId, userId: customerId }))
  ).json()) as { allocatedQuotations: string[] };
  const offers = (await (
    await customer.request.post(pathOf(projectsApi.releasedQuotations, { userId: customerId }), {
      data: { allocatedQuotations: project.allocatedQuotations },
    })
  ).json()) as { num: number; partner: { name: string } }[];
  const num = offers.find((o) => o.partner.name === partnerName)!.num;
  const pick = await customer.request.put(
    pathOf(projectsApi.pickQuotation, { projectId, userId: customerId }),
    { data: { num } },
  );
  expect(pick.status(), await pick.text()).toBe(200);
});

test('the customer writes with a photo on the project page', async () => {
  await customer.goto(pages.userProject(projectId));
  const section = customer.getByRole('region', { name: 'Messages', exact: true });
  await expect(message(customer, beforePick)).toBeVisible();
  await section.getByText('Add photos').click();
  await section.getByLabel('Photos for this message').setInputFiles([photo('marigold')]);
  await expect(section.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100');
  await section.getByLabel('Your message').fill(customerText);
  await section.getByRole('button', { name: 'Send' }).click();
  const sent = message(customer, customerText);
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Customer');
  await expect(sent.getByRole('img', { name: `Photo 1 from ${customerName}` })).toBeVisible();
  // The box is empty for the next one, the photo gone from it.
  await expect(section.getByLabel('Your message')).toHaveValue('');
  await expect(section.getByText('Add photos', { exact: true })).toBeVisible();
  await expectNoContacts(customer);
});

test('screen at 375px: the customer conversation', async () => {
  await checkScreen(customer, 'conversation-customer', [375]);
});

test("the team's bell counts the message and leads to the conversation", async () => {
  await team.goto(pages.adminHome);
  const bell = team.getByRole('button', {
    name: /^Notifications, \d+ unread, \d+ of them (a message|messages)$/,
  });
  await expect(bell).toBeVisible();
  await bell.click();
  const link = team
    .getByRole('region', { name: 'Notifications' })
    .locator(`a[href="${pages.adminProjectConversation(projectId)}"]`);
  await link.click();
  await expect(team).toHaveURL(new RegExp(`${pages.adminProjectConversation(projectId)}$`));
  await expect(team.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
  await expect(message(team, beforePick)).toBeVisible();
  await expect(message(team, customerText).getByRole('img')).toBeVisible();
});

test('the team answers', async () => {
  await team.getByLabel('Your message').fill(teamText);
  await team.getByRole('button', { name: 'Send' }).click();
  await expect(message(team, teamText)).toContainText('Greenscape team');
  await expectNoContacts(team);
});

test('screen at 375px: the team conversation', async () => {
  await checkScreen(team, 'conversation-admin', [375]);
});

test('the selected partner reads from the pick on, sees the photo and writes', async () => {
  await partner.goto(pages.partnerProject(projectId));
  await partner.getByRole('link', { name: 'Messages' }).click();
  await expect(partner).toHaveURL(new RegExp(`${pages.partnerProjectMessages(projectId)}$`));
  await expect(message(partner, customerText)).toBeVisible();
  await expect(message(partner, teamText)).toBeVisible();
  // Written before the pick: not the partner's to read.
  await expect(message(partner, beforePick)).toHaveCount(0);
  await expect(thread(partner).getByTestId('project-message')).toHaveCount(2);

  await partner.getByRole('button', { name: `Enlarge photo 1 from ${customerName}` }).click();
  const large = partner
    .getByRole('dialog', { name: `Photo 1 from ${customerName}` })
    .getByRole('img');
  await expect(large).toBeVisible();
  await expect
    .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await partner.keyboard.press('Escape');

  await partner.getByLabel('Your message').fill(partnerText);
  await partner.getByRole('button', { name: 'Send' }).click();
  await expect(message(partner, partnerText)).toContainText(partnerName);
  await expectNoContacts(partner);
});

test('screen at 375px: the partner conversation', async () => {
  await checkScreen(partner, 'conversation-partner', [375]);
});

test('the partner who was not picked has no conversation', async () => {
  const res = await other.get(
    urlOf(conversationApi.messages, { params: { projectId }, query: { role: 'service-provider' } }),
  );
  expect(res.status()).toBe(404);
});

test("the customer's bell counts the answers; the customer reads the partner's", async () => {
  await customer.goto(pages.userHome);
  const bell = customer.getByRole('button', {
    name: /^Notifications, \d+ unread, 2 of them messages$/,
  });
  await expect(bell).toBeVisible();
  await bell.click();
  await customer
    .getByRole('region', { name: 'Notifications' })
    .locator(`a[href="${pages.userProjectMessages(projectId)}"]`)
    .click();
  await expect(customer).toHaveURL(new RegExp(`${pages.userProject(projectId)}#messages$`));
  const fromPartner = message(customer, partnerText);
  await expect(fromPartner).toBeInViewport();
  await expect(fromPartner).toContainText(`${partnerName}Partner`);
  await expect(message(customer, teamText)).toBeVisible();
  // Read: the bell counts no message any more.
  await expect(customer.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await expectNoContacts(customer);
});

test('screen at 375px: the customer conversation in Hindi', async () => {
  await customer.getByRole('button', { name: 'Customer menu' }).click();
  await customer
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  await customer.keyboard.press('Escape');
  await expectHindi(customer);
  const section = customer.getByRole('region', {
    name: hiConversation['conversation.title'],
    exact: true,
  });
  await expect(section).toBeVisible();
  await expect(message(customer, partnerText)).toContainText(
    hiConversation['conversation.author.partner'],
  );
  await expect(
    section.getByRole('button', { name: hiConversation['conversation.composer.send'] }),
  ).toBeVisible();
  await checkScreen(customer, 'conversation-customer-hi', [375]);
});
