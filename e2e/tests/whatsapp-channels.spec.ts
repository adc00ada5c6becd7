import { expect, test, type Page } from '@playwright/test';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { executionApi } from '@greenscape/shared/contract/execution';
import { preferencesApi } from '@greenscape/shared/contract/preferences';
import { adminStorageState, verifyCustomerPhone } from '../fixtures/accounts';
import { pickedThroughApi } from '../fixtures/job-api';
import { checkScreen } from '../fixtures/screens';
import { closeAll, tellInSteps } from '../fixtures/story';
import { teamThroughApi } from '../fixtures/team-api';

// WhatsApp where people read it (docs/messaging.md), through the server's stand-ins of the Graph
// API and MSG91: the customer opts in on the preferences page at 375 px, in English and Hindi;
// the team's next notice reaches them on WhatsApp, and the team's project page shows it delivered;
// a partner whose number has no WhatsApp is reached by one SMS instead, and the page says so.

tellInSteps();

let customer: Page;
let admin: Page;
let partner: Page;
let projectId: string;
let customerId: string;
let customerPhone: string;
const visitTime = new Date(Date.now() + 86_400_000).toISOString();
// A number ending in 0000 has no WhatsApp at the stand-in (Meta's error 131026).
const partnerPhone = `9${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}0000`;

test.beforeAll(async ({ browser }) => {
  const open = async (storageState?: string) =>
    (
      await browser.newContext({
        viewport: { width: 375, height: 800 },
        ...(storageState ? { storageState } : {}),
      })
    ).newPage();
  [customer, partner, admin] = await Promise.all([open(), open(), open(adminStorageState)]);
});
test.afterAll(() => closeAll([customer, partner, admin]));

test('a customer has a picked project (through the API)', async ({ playwright, baseURL }) => {
  const team = await teamThroughApi(playwright, baseURL!);
  try {
    ({
      projectId,
      userId: customerId,
      phone: customerPhone,
    } = await pickedThroughApi(team, customer, partner, { partnerPhone }));
  } finally {
    await team.dispose();
  }
});

test('the customer opts in to WhatsApp on the preferences page, with its consent sentence', async () => {
  await customer.goto('/user/preferences');
  const form = customer.getByRole('form', { name: 'Notifications' });
  // WhatsApp reaches a verified phone only: the page says so until the customer verifies theirs.
  const verify = form.getByText(/WhatsApp goes only to a verified phone/);
  await expect(verify).toBeVisible();
  await expect(form.getByRole('link', { name: 'verify yours' })).toHaveAttribute('href', '/user');
  await verifyCustomerPhone(customer, customerId, customerPhone);
  await customer.reload();
  await expect(form.getByText(/I agree to get Greenscape's notices/)).toBeVisible();
  await expect(verify).toBeHidden();
  await expect(
    form.getByText(/I agree to get Greenscape's notices about my projects on WhatsApp/),
  ).toBeVisible();
  const whatsapp = form.getByRole('checkbox', { name: 'WhatsApp' });
  await expect(whatsapp).not.toBeChecked();
  await whatsapp.check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved.')).toBeVisible();
  await expect(form.getByText(/On since /)).toBeVisible();
  await checkScreen(customer, 'preferences', [375]);

  // At 375 px the language switch is in the area's menu.
  await customer.getByRole('button', { name: 'Customer menu' }).click();
  await customer.getByRole('button', { name: 'हिन्दी' }).first().click();
  const hindi = customer.getByRole('form', { name: 'सूचनाएँ' });
  await expect(
    hindi.getByText(/व्हाट्सऐप पर अपने प्रोजेक्ट के बारे में|WhatsApp पर अपने प्रोजेक्ट के बारे में/),
  ).toBeVisible();
  await expect(hindi.getByRole('checkbox', { name: 'व्हाट्सऐप (WhatsApp)' })).toBeChecked();
});

test("the team's next notice reaches the customer on WhatsApp, shown delivered on the team's page", async () => {
  const proposed = await admin.request.post(
    `${pathOf(executionApi.siteVisit, { projectId })}?role=admin`,
    { data: { slots: [visitTime] } },
  );
  expect(proposed.ok(), await proposed.text()).toBe(true);
  await admin.goto(`/admin/project/${projectId}`);
  const notices = admin.getByRole('region', { name: 'Notices' });
  const visit = notices.getByRole('listitem').filter({ hasText: 'Visit proposed to the customer' });
  // The stand-in reports the delivery a moment after it takes the message, as Meta does.
  await expect(async () => {
    await admin.reload();
    await expect(visit.getByText('WhatsApp: delivered')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 12_000 });
  // Earlier notices, before the opt-in, went by SMS through MSG91's stand-in.
  await expect(notices.getByText('SMS: sent').first()).toBeVisible();
});

test("a partner whose number has no WhatsApp gets one SMS instead, and the team's page says so", async () => {
  const optIn = await partner.request.put(
    `${pathOf(preferencesApi.update)}?role=service-provider`,
    { data: { channels: { whatsapp: true } } },
  );
  expect(optIn.ok(), await optIn.text()).toBe(true);
  // The customer confirms the visit: the partner is told.
  const confirmed = await customer.request.put(
    `${pathOf(executionApi.siteVisit, { projectId })}?role=user`,
    { data: { slot: visitTime } },
  );
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await admin.goto(`/admin/project/${projectId}`);
  const notices = admin.getByRole('region', { name: 'Notices' });
  const toPartner = notices
    .getByRole('listitem')
    .filter({ hasText: 'Visit confirmed' })
    .filter({ hasText: 'to the partner' });
  await expect(async () => {
    await admin.reload();
    await expect(toPartner.getByText('WhatsApp: failed, fell back to SMS')).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 12_000 });
  await expect(toPartner.getByText('SMS: sent')).toBeVisible();
  await checkScreen(admin, 'project notices', [375]);
});
