import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { indiaDay } from '@greenscape/shared/gst';
import { paymentsApi } from '@greenscape/shared/contract/payments';
import { systemApi } from '@greenscape/shared/contract/system';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import { adminStorageState } from '../fixtures/accounts';
import { pickedThroughApi } from '../fixtures/job-api';
import { photo } from '../fixtures/photos';
import { checkScreen } from '../fixtures/screens';
import { closeAll, tellInSteps } from '../fixtures/story';
import { teamThroughApi } from '../fixtures/team-api';

// After the handover, at 375 px (docs/product.md#warranty, #care-plans): the customer reports a
// problem with a photo, the team schedules a visit, the partner reports the fix with a photo, the
// customer closes the claim; the team offers a care plan, the customer accepts it, the partner
// logs today's visit with its seasonal checklist and a photo, the month's fee is reported and
// confirmed with a receipt read back from its PDF; then 50 days go by (the development route) and
// the customer sees visits missed and the plan paused for the next month's fee.

tellInSteps();

const phone = { width: 375, height: 800 };
let customer: Page;
let partner: Page;
let admin: Page;
let projectId: string;
const feeReference = 'UPI-CARE-771204';

const ledgerOf = async (): Promise<Ledger> => {
  const res = await customer.request.get(`${pathOf(paymentsApi.ledger, { projectId })}?role=user`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Ledger;
};

async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

const careSection = () => customer.getByRole('region', { name: 'Care plan' });

/** The customer's project at its warranty and care, read afresh (a hash alone would not reload). */
async function openCustomerCare() {
  await customer.goto(`/user/project/${projectId}`);
  await customer.locator('#care').scrollIntoViewIfNeeded();
}

test.beforeAll(async ({ browser }) => {
  const open = async (storageState?: string) =>
    (
      await browser.newContext({ viewport: phone, ...(storageState ? { storageState } : {}) })
    ).newPage();
  [customer, partner, admin] = await Promise.all([open(), open(), open(adminStorageState)]);
});
test.afterAll(() => closeAll([customer, partner, admin]));

test('the job is picked, paid in full and completed (through the API)', async ({
  playwright,
  baseURL,
}) => {
  const team = await teamThroughApi(playwright, baseURL!);
  try {
    ({ projectId } = await pickedThroughApi(team, customer, partner));
    const { outstanding } = await ledgerOf();
    const paid = await team.request.post(
      `${pathOf(paymentsApi.addPayment, { projectId })}?role=admin`,
      {
        data: {
          amount: outstanding,
          method: 'bank-transfer',
          reference: 'NEFT-AFTER-1',
          paidOn: indiaDay(new Date()),
        },
      },
    );
    expect(paid.status()).toBe(201);
    await team.complete(projectId);
  } finally {
    await team.dispose();
  }
});

test('the customer reports a warranty problem with a photo', async () => {
  await openCustomerCare();
  const warranty = customer.getByRole('region', { name: 'Warranty' });
  await expect(warranty).toContainText('90 days left');
  const form = warranty.getByRole('form', { name: 'Report a problem' });
  await form.getByLabel('What is wrong?').fill('Two plants on the wall have wilted.');
  await form.getByLabel('Photos of the problem (up to 10)').setInputFiles(photo('marigold'));
  await form.getByRole('button', { name: 'Send to the team' }).click();
  await expect(warranty.getByText('Sent. The team will schedule a visit')).toBeVisible();
  await expect(warranty.getByText('Waiting for a visit')).toBeVisible();
  await checkScreen(customer, 'after-care-customer-warranty', [375]);
});

test('the team schedules the visit, and the partner reports the fix with a photo', async () => {
  await admin.goto(`/admin/project/${projectId}/warranty`);
  await admin.getByRole('button', { name: 'Schedule the visit' }).click();
  await expect(admin.getByText('Visit scheduled')).toBeVisible();

  await partner.goto(`/service-provider/project/${projectId}/warranty`);
  const form = partner.getByRole('form', { name: 'Report the fix' });
  await form.getByLabel('What was fixed').fill('Replaced the two plants and cleared the emitter.');
  await form.getByLabel('Photos of the fix').setInputFiles(photo('yellow-flower'));
  await form.getByRole('button', { name: 'Send the fix' }).click();
  await partner
    .getByRole('dialog', { name: 'Report this fix?' })
    .getByRole('button', { name: 'Send the fix' })
    .click();
  await expect(partner.getByText('Fixed, please check')).toBeVisible();
});

test('the customer closes the claim, asked first', async () => {
  await openCustomerCare();
  const warranty = customer.getByRole('region', { name: 'Warranty' });
  await expect(warranty).toContainText('Replaced the two plants');
  await warranty.getByRole('button', { name: 'It is fixed: close' }).click();
  const asked = customer.getByRole('dialog', { name: 'Close this claim as fixed?' });
  await asked.getByRole('button', { name: 'It is fixed: close' }).click();
  await expect(warranty.getByText('Closed', { exact: true })).toBeVisible();
});

test('the team offers a care plan and the customer accepts it', async () => {
  await admin.goto(`/admin/project/${projectId}/care`);
  const offer = admin.getByRole('form', { name: 'Offer a care plan' });
  await offer.getByLabel('Visits a month').selectOption('2');
  await offer.getByLabel('Months').fill('3');
  await offer.getByLabel('Monthly fee (₹)').fill('1500');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(admin.getByText('Offered. The customer is told.')).toBeVisible();

  await openCustomerCare();
  await careSection().getByRole('button', { name: 'Accept the plan' }).click();
  const asked = customer.getByRole('dialog', { name: 'Accept this care plan?' });
  await asked.getByRole('button', { name: 'Accept the plan' }).click();
  await expect(careSection().getByText('Running')).toBeVisible();
  await expect(
    careSection().getByRole('region', { name: 'Month 1' }).getByRole('article'),
  ).toHaveCount(2);
  await checkScreen(customer, 'after-care-customer-plan', [375]);
});

test("the partner logs today's visit with its seasonal checklist and a photo, without a signal", async () => {
  await partner.goto('/service-provider');
  await expect(
    partner.getByRole('region', { name: 'Care visits in the next 7 days' }),
  ).toBeVisible();
  await partner.goto(`/service-provider/project/${projectId}/care`);
  const form = partner.getByRole('form', { name: 'Log this visit' });
  const tasks = form.getByRole('checkbox');
  await expect(tasks.first()).toBeVisible();
  expect(await tasks.count()).toBeGreaterThanOrEqual(5);
  // In the garden there is no signal: the log waits on the phone (docs/offline.md).
  await partner.context().setOffline(true);
  try {
    await tasks.first().check();
    await form.getByLabel('Notes for the customer').fill('Pruned and fed the wall.');
    await form.getByLabel('Photos of the visit').setInputFiles(photo('meadow-grass'));
    await form.getByRole('button', { name: 'Log the visit' }).click();
    await partner
      .getByRole('dialog', { name: 'Log this visit?' })
      .getByRole('button', { name: 'Log the visit' })
      .click();
    await expect(partner.getByText(/Kept on this phone: it is sent by itself/)).toBeVisible();
    await partner.getByRole('button', { name: '1 waiting to send' }).click();
    await expect(
      partner
        .getByRole('dialog', { name: 'Waiting to send' })
        .getByText(/^Log of the care visit of/),
    ).toBeVisible();
    await partner.getByRole('button', { name: 'Close' }).click();
  } finally {
    await partner.context().setOffline(false);
  }
  await expect(partner.getByText('Done', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(partner.getByRole('button', { name: /waiting to send/ })).toHaveCount(0);
  await checkScreen(partner, 'after-care-partner-visits', [375]);

  await openCustomerCare();
  const done = careSection().getByRole('article').first();
  await expect(done).toContainText('Pruned and fed the wall.');
  await expect(
    done.getByRole('list', { name: 'Photos of the visit' }).getByRole('img'),
  ).toHaveCount(1);
});

test("the month's fee is reported by UPI, confirmed by the team, and receipted", async () => {
  const ledger = await ledgerOf();
  expect(ledger.due).toMatchObject({ amount: 1500 });
  await customer.goto(`/user/payment/${projectId}`);
  await expect(customer.getByText(/Care plan, month 1/).first()).toBeVisible();
  const form = customer.getByRole('region', { name: 'I have paid' });
  await expect(form.getByLabel('Amount (₹)')).toHaveValue('1500');
  await form.getByLabel('UPI', { exact: true }).check();
  await form.getByRole('textbox', { name: /reference/i }).fill(feeReference);
  await form.getByRole('button', { name: 'Tell our team' }).click();
  await expect(customer.getByText('Waiting for confirmation').first()).toBeVisible();

  await admin.goto('/admin/payments');
  await admin
    .getByRole('row')
    .filter({ hasText: feeReference })
    .getByRole('button', { name: /^Confirm/ })
    .click();
  await admin.getByRole('button', { name: 'Confirm and issue the receipt' }).click();
  await expect(admin.getByRole('row').filter({ hasText: feeReference })).toHaveCount(0);

  const [entry] = (await ledgerOf()).entries;
  await customer.reload();
  const downloading = customer.waitForEvent('download');
  await customer
    .getByRole('link', { name: new RegExp(entry!.receiptNo!.replace(/\//g, '\\/')) })
    .click();
  const text = await pdfTextOf(await downloading);
  expect(text).toContain(`Receipt no. ${entry!.receiptNo}`);
  expect(text).toContain('Care plan, month 1');
  expect(text).toContain(`Reference ${feeReference}`);
});

test('fifty days later the customer sees visits missed and the plan paused for the next fee', async () => {
  const shifted = await admin.request.post(pathOf(systemApi.devCarePlanShifted, { projectId }), {
    data: { days: 50 },
  });
  expect(shifted.status()).toBe(200);
  await openCustomerCare();
  await expect(careSection().getByText('Paused', { exact: true })).toBeVisible();
  await expect(
    careSection().getByText(/The visits wait: a monthly fee has been unpaid/),
  ).toBeVisible();
  await expect(careSection().getByText('Missed', { exact: true }).first()).toBeVisible();
  await checkScreen(customer, 'after-care-customer-paused', [375]);
});
