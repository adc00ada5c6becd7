import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { pathOf } from '@greenscape/shared/contract/endpoint';
import { executionApi } from '@greenscape/shared/contract/execution';
import { paymentsApi } from '@greenscape/shared/contract/payments';
import { messages } from '@greenscape/shared/messages';
import { formatRupees } from '@greenscape/shared/money';
import { rupeesInWords } from '@greenscape/shared/amount-in-words';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import { adminStorageState } from '../fixtures/accounts';
import { milestonesApproved, pickedThroughApi, visitReported } from '../fixtures/job-api';
import { checkScreen } from '../fixtures/screens';
import { closeAll, tellInSteps } from '../fixtures/story';
import { teamThroughApi } from '../fixtures/team-api';

// The payments, done when: from the pick through two instalments, at 375 px. The first, the booking
// advance, is paid by UPI (the QR code read back from the screen), reported by the customer with
// its reference and confirmed by the team from its waiting list, which approves milestone 1 by
// itself (docs/product.md#milestones: the advance is money, not work); the customer downloads its
// receipt. Money follows the work: with milestone 2's work not approved, the customer's page asks
// for nothing and names the payment that comes with that approval. The team records the second, the
// rest of the total, on the project's Payments tab. With every milestone of work approved (through
// the API: execution-journey.spec.ts walks those pages) and nothing outstanding, the team completes
// the project without an override, and the customer downloads the tax invoice (the e2e server has
// GST settings: playwright.config.ts). PDFs are read back.

tellInSteps();

const phone = { width: 375, height: 800 };
let customer: Page;
let partner: Page;
let admin: Page;
let projectId: string;
const upiReference = 'UPI-412398765432';

const ledgerOf = async (): Promise<Ledger> => {
  const res = await customer.request.get(`${pathOf(paymentsApi.ledger, { projectId })}?role=user`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Ledger;
};

const milestonesOf = async (): Promise<Milestone[]> => {
  const res = await customer.request.get(
    `${pathOf(executionApi.milestones, { projectId })}?role=user`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as Milestone[];
};

async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** An amount the PDF prints after a label, `Rs. 1,50,000.00`, in paise. */
function paiseAfter(text: string, label: string): number {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\s+Rs\\. ([\\d,]+)\\.(\\d{2})`).exec(text);
  expect(match, `an amount after '${label}' in:\n${text}`).not.toBeNull();
  return Number(match![1]!.replaceAll(',', '')) * 100 + Number(match![2]);
}

/** Decodes the QR code drawn on the screen, as a phone's UPI app would read it. */
async function qrTextOf(page: Page, name: RegExp): Promise<string | undefined> {
  const qr = page.getByRole('img', { name });
  // The QR library loads after the page (upi-qr.tsx); the box is busy until it is drawn.
  await expect(qr).not.toHaveAttribute('aria-busy', 'true');
  const shot = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data;
}

test.beforeAll(async ({ browser }) => {
  const open = async (storageState?: string) =>
    (
      await browser.newContext({ viewport: phone, ...(storageState ? { storageState } : {}) })
    ).newPage();
  [customer, partner, admin] = await Promise.all([open(), open(), open(adminStorageState)]);
});
test.afterAll(() => closeAll([customer, partner, admin]));

test('the customer picks a quotation and the site visit is done (through the API)', async ({
  playwright,
  baseURL,
}) => {
  const team = await teamThroughApi(playwright, baseURL!);
  try {
    ({ projectId } = await pickedThroughApi(team, customer, partner));
    await visitReported(
      { admin: team.request, customer: customer.request, partner: partner.request },
      projectId,
    );
  } finally {
    await team.dispose();
  }
});

test('the customer pays the booking advance by UPI and reports it with its reference', async () => {
  const ledger = await ledgerOf();
  expect(ledger.paid).toBe(0);
  expect(ledger.due?.num).toBe(1);
  const due = ledger.due!.amount;

  await customer.goto('/user/payment');
  // One picked project: its payments open straight away.
  await expect(customer).toHaveURL(new RegExp(`/user/payment/${projectId}$`));
  await expect(customer.getByRole('heading', { name: 'To pay now' })).toBeVisible();
  const qrName = new RegExp(`UPI QR code for ${formatRupees(due).replace(/[.₹]/g, '\\$&')}`);
  const scanned = await qrTextOf(customer, qrName);
  expect(scanned).toBe(ledger.upi!.uri);
  expect(scanned).toContain('pa=payments%40greenscapedemo');
  expect(scanned).toContain(`am=${due.toFixed(2)}`);
  // On a phone the link opens the UPI app with the same request.
  await expect(customer.getByRole('link', { name: 'Pay with UPI' })).toHaveAttribute(
    'href',
    ledger.upi!.uri,
  );
  await checkScreen(customer, 'payments-customer-due', [375]);

  const form = customer.getByRole('region', { name: 'I have paid' });
  await expect(form.getByLabel('Amount (₹)')).toHaveValue(String(due));
  await form.getByLabel('UPI', { exact: true }).check();
  await form.getByRole('textbox', { name: /reference/i }).fill(upiReference);
  await form.getByRole('button', { name: 'Tell our team' }).click();
  await expect(
    customer.getByText('Thank you: our team will confirm the payment and send the receipt.'),
  ).toBeVisible();
  await expect(customer.getByText('Waiting for confirmation').first()).toBeVisible();
});

test('the team confirms it from its list of payments waiting, which issues the receipt', async () => {
  await admin.goto('/admin/payments');
  const row = admin.getByRole('row').filter({ hasText: upiReference });
  await row.getByRole('button', { name: /^Confirm/ }).click();
  await admin.getByRole('button', { name: 'Confirm and issue the receipt' }).click();
  await expect(admin.getByRole('row').filter({ hasText: upiReference })).toHaveCount(0);
  const ledger = await ledgerOf();
  expect(ledger.entries[0]!.status).toBe('confirmed');
  expect(ledger.entries[0]!.receiptNo).toMatch(/^GS\/\d{4}-\d{2}\/\d{4,}$/);
  // The advance is paid in full: milestone 1 is approved by itself, with no proof.
  const [advance] = await milestonesOf();
  expect(advance).toMatchObject({ num: 1, advance: true, status: 'approved', proof: null });
  // Milestone 2's work is not approved yet: nothing is due, though money is outstanding.
  expect(ledger.outstanding).toBeGreaterThan(0);
  expect(ledger.due).toBeNull();
  expect(ledger.upi).toBeNull();
});

test('the customer is asked for nothing until milestone 2 is approved, and told so', async () => {
  // The project page says it at its top.
  await customer.goto(`/user/project/${projectId}`);
  await expect(
    customer.getByRole('region', { name: 'Where your project stands' }).getByTestId('next-payment'),
  ).toContainText('milestone 2, Materials on site, once you approve its work');
  await customer.goto(`/user/payment/${projectId}`);
  const card = customer.getByTestId('payment-on-approval');
  await expect(card.getByRole('heading', { name: 'Nothing to pay now' })).toBeVisible();
  await expect(card.getByTestId('next-payment')).toHaveText(
    /^Next payment: ₹[\d,]+ for milestone 2, Materials on site, once you approve its work\.$/,
  );
  await expect(customer.getByRole('heading', { name: 'To pay now', exact: true })).toHaveCount(0);
  await expect(customer.getByRole('img', { name: /UPI QR code/ })).toHaveCount(0);
  await expect(customer.getByRole('link', { name: 'Pay with UPI' })).toHaveCount(0);
  await expect(customer.getByTestId('schedule-1')).toHaveAttribute('data-coverage', 'paid');
  await expect(customer.getByTestId('schedule-2')).toContainText('Due on approval');
  await checkScreen(customer, 'payments-customer-on-approval', [375]);
});

test('the customer downloads the receipt and reads its number, amount and reference', async () => {
  const [entry] = (await ledgerOf()).entries;
  await customer.reload();
  const downloading = customer.waitForEvent('download');
  await customer
    .getByRole('link', { name: new RegExp(entry!.receiptNo!.replace(/\//g, '\\/')) })
    .click();
  const text = await pdfTextOf(await downloading);
  expect(text).toContain(`Receipt no. ${entry!.receiptNo}`);
  expect(text).toContain(rupeesInWords(Math.round(entry!.amount * 100)));
  expect(text).toContain(`Reference ${upiReference}`);
  expect(text).toContain('Method UPI');
});

test('the team records the second instalment, the rest of the total, on the Payments tab', async () => {
  const { outstanding } = await ledgerOf();
  expect(outstanding).toBeGreaterThan(0);
  await admin.goto(`/admin/project/${projectId}/payments`);
  const form = admin.getByRole('region', { name: 'Record a payment' });
  await form.getByLabel('Amount (₹)').fill(String(outstanding));
  await form.getByLabel('Bank transfer', { exact: true }).check();
  await form.getByRole('textbox', { name: /reference/i }).fill('NEFT-N2611-0042');
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await admin.getByRole('button', { name: 'Record and issue the receipt' }).click();
  await expect.poll(async () => (await ledgerOf()).outstanding).toBe(0);
  const ledger = await ledgerOf();
  expect(ledger.entries.map((e) => e.status)).toEqual(['confirmed', 'confirmed']);
  await checkScreen(admin, 'payments-admin-tab', [375]);
});

test('with every milestone of work approved and nothing outstanding, the team completes the project', async ({
  playwright,
  baseURL,
}) => {
  const team = await teamThroughApi(playwright, baseURL!);
  try {
    await milestonesApproved(
      { admin: team.request, customer: customer.request, partner: partner.request },
      projectId,
      // Milestone 1, the advance, was approved by its payment; the work starts at milestone 2.
      [2, 3, 4],
    );
  } finally {
    await team.dispose();
  }
  await admin.goto(`/admin/project/${projectId}`);
  await expect(admin.getByTestId('completion-gaps')).toHaveCount(0);
  await admin.getByRole('button', { name: 'Mark as complete' }).click();
  await admin.getByRole('button', { name: 'Complete the project' }).click();
  await expect(admin.getByText(messages.projectCompleted)).toBeVisible();
});

test('the customer downloads the tax invoice, its GST adding up to the total', async () => {
  const { total } = await ledgerOf();
  await customer.goto(`/user/payment/${projectId}`);
  const downloading = customer.waitForEvent('download');
  await customer.getByRole('link', { name: 'Invoice (PDF)' }).click();
  const text = await pdfTextOf(await downloading);
  expect(text).toContain('Tax Invoice');
  expect(text).toMatch(/IN\/\d{4}-\d{2}\/\d{4,}/);
  expect(text).toContain('29AAACG1234K1ZP');
  // The site is in the company's state (the customer gave none), so CGST and SGST, half each.
  const taxable = paiseAfter(text, 'Taxable value');
  const cgst = paiseAfter(text, 'CGST @ 9%');
  const sgst = paiseAfter(text, 'SGST @ 9%');
  expect(Math.abs(cgst - sgst)).toBeLessThanOrEqual(1);
  expect(taxable + cgst + sgst).toBe(Math.round(total * 100));
  expect(paiseAfter(text, 'Total (tax inclusive)')).toBe(Math.round(total * 100));
  expect(text).toContain(rupeesInWords(Math.round(total * 100)));
  await checkScreen(customer, 'payments-customer-paid', [375]);
});
