// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { storeInHindi } from '../../../../test/intl';
import { entry, ledgerOf, upiPayee, upiVpa, uri } from '../../../../test/payments/fixtures';
import { withFakeServer } from '../../../../test/payments/server';
import {
  projectId,
  projectOf,
  serve as serveOn,
  showAt,
} from '../../../../test/payments/customer-kit';

// The customer's Payments: what is owed and paid, how to pay, the documents, the list of picked
// projects, and all of it in Hindi. A payment waiting for the team, and telling the team of one,
// are payment-reports-page.test.tsx's.

const server = withFakeServer();
const serve = (options: Parameters<typeof serveOn>[1]) => {
  serveOn(server, options);
  return server.calls;
};

const here = pages.userProjectPayments(projectId);
const figure = (name: string) => document.querySelector(`[data-figure="${name}"] dd`)?.textContent;

describe("a project's payments", () => {
  it('show the totals and how far the paid amount reaches into the schedule', async () => {
    const calls = serve({});
    showAt(here);
    await screen.findByRole('heading', { name: 'Payment schedule' });
    expect(figure('total')).toBe('₹1,50,000');
    expect(figure('paid')).toBe('₹45,000');
    expect(figure('outstanding')).toBe('₹1,05,000');
    expect(figure('pending')).toBe('₹5,000');
    const coverage = (num: number) => screen.getByTestId(`schedule-${num}`);
    expect(coverage(1).dataset.coverage).toBe('paid');
    expect(coverage(1).textContent).toContain('Milestone 1: Booking advance');
    expect(coverage(1).textContent).toContain('₹15,000');
    expect(coverage(2).dataset.coverage).toBe('part-paid');
    expect(coverage(2).textContent).toContain('₹30,000 paid, ₹30,000 left to pay');
    expect(coverage(2).textContent).toContain('Due 5 Dec 2026');
    expect(coverage(2).textContent).toContain('Approved');
    expect(coverage(3).dataset.coverage).toBe('later');
    expect(coverage(3).textContent).toContain('₹60,000');
    expect(coverage(3).textContent).toContain('Planned');
    // Every read names the customer's role.
    expect(calls.map((c) => c.url)).toContain(`/api/projects/${projectId}/payments?role=user`);
    expect(calls.map((c) => c.url)).toContain(`/api/projects/${projectId}/milestones?role=user`);
  });

  it('mark the first milestone nothing covers as due', async () => {
    serve({ ledger: ledgerOf({ paid: 15000, outstanding: 135000, entries: [], pending: 0 }) });
    showAt(here);
    await screen.findByRole('heading', { name: 'Payment schedule' });
    expect(screen.getByTestId('schedule-1').dataset.coverage).toBe('paid');
    expect(screen.getByTestId('schedule-2').dataset.coverage).toBe('due');
    expect(screen.getByTestId('schedule-2').textContent).toContain('Due');
    expect(screen.getByTestId('schedule-4').dataset.coverage).toBe('later');
  });

  it('offer the due instalment by UPI: its QR code and, on a phone, the link to the app', async () => {
    serve({});
    showAt(here);
    const card = (await screen.findByRole('heading', { name: 'To pay now' })).closest('section')!;
    expect(card.textContent).toContain('₹30,000');
    expect(card.textContent).toContain('Milestone 2: Materials on site');
    const qr = within(card).getByRole('img', { name: 'UPI QR code for ₹30,000' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    const pay = within(card).getByRole('link', { name: 'Pay with UPI' });
    expect(pay.getAttribute('href')).toBe(uri);
    expect(pay.className).toContain('md:hidden');
    // In words too, for whoever cannot scan it (a screen reader, a computer without a phone).
    expect(card.textContent).toContain(`UPI ID ${upiVpa} (${upiPayee})`);
  });

  it('show the bank details without UPI, and without them the other ways', async () => {
    const bank = {
      accountName: 'Greenscape Gardens LLP',
      accountNumber: '50200012345678',
      ifsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
    };
    serve({ ledger: ledgerOf({ upi: null, bank }) });
    const first = showAt(here);
    const card = (await screen.findByRole('heading', { name: 'To pay now' })).closest('section')!;
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Pay with UPI' })).toBeNull();
    expect(card.textContent).toContain('Pay by bank transfer to this account:');
    for (const value of Object.values(bank)) {
      expect(within(card).getByText(value)).toBeTruthy();
    }
    expect(within(card).getByText('IFSC')).toBeTruthy();
    first.unmount();

    serve({ ledger: ledgerOf({ upi: null, bank: null }) });
    showAt(here);
    expect(
      await screen.findByText('Pay our team by bank transfer, cash or cheque, then tell us here.'),
    ).toBeTruthy();
  });

  it('list the entries, with a receipt to download for the confirmed ones only', async () => {
    serve({});
    showAt(here);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('[data-status]')?.textContent)).toEqual([
      'Waiting for confirmation',
      'Not confirmed',
      'Confirmed',
      'Confirmed',
    ]);
    expect(rows[0]!.textContent).toContain('6 Dec 2026');
    expect(rows[0]!.textContent).toContain('₹5,000');
    expect(rows[0]!.textContent).toContain('Cash');
    expect(rows[1]!.textContent).toContain('Reason: The cheque bounced');
    expect(rows[1]!.textContent).toContain('CHQ 118');
    expect(rows[2]!.textContent).toContain('UTR 998877');
    expect(rows[2]!.textContent).toContain('GS/2026-27/0002');
    const receipts = within(table).getAllByRole('link', { name: /^Download receipt/ });
    expect(receipts.map((a) => a.getAttribute('href'))).toEqual([
      `/api/projects/${projectId}/payments/${entry(3, {})._id}/receipt.pdf?role=user`,
      `/api/projects/${projectId}/payments/${entry(4, {})._id}/receipt.pdf?role=user`,
    ]);
    expect(receipts.every((a) => a.hasAttribute('download'))).toBe(true);
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
  });

  it('offer the quotation, and the invoice once the project is completed', async () => {
    serve({});
    const first = showAt(here);
    const quotation = await screen.findByRole('link', { name: 'Quotation (PDF)' });
    expect(quotation.getAttribute('href')).toBe(
      `/api/projects/${projectId}/quotation.pdf?role=user`,
    );
    expect(screen.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
    expect(screen.getByText(messages.invoiceNotYet)).toBeTruthy();
    first.unmount();

    serve({
      projects: [projectOf({ status: 'Completed', approvedCount: 4, outstanding: 0 })],
      ledger: ledgerOf({ paid: 150000, outstanding: 0, due: null, upi: null, pending: 0 }),
    });
    showAt(here);
    const invoice = await screen.findByRole('link', { name: 'Invoice (PDF)' });
    expect(invoice.getAttribute('href')).toBe(`/api/projects/${projectId}/invoice.pdf?role=user`);
    expect(invoice.hasAttribute('download')).toBe(true);
    expect(screen.getByText('Everything is paid. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tell our team' })).toBeNull();
  });
});

describe('the Payments page', () => {
  it('says that payments start with the pick, before any', async () => {
    serve({ projects: [projectOf({ selectedQuotation: null, status: 'In Progress' })] });
    showAt(pages.userPayment);
    expect(await screen.findByText(/^Payments start once you pick a quotation/)).toBeTruthy();
  });

  it("opens the one picked project's payments at once", async () => {
    const calls = serve({});
    showAt(pages.userPayment);
    expect(await screen.findByRole('heading', { name: 'To pay now' })).toBeTruthy();
    expect(screen.getByText('GS-2611-0042')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith(`/api/projects/${projectId}/payments`))).toBe(true);
  });

  it('lists the picked projects when there are several', async () => {
    const other = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    serve({
      projects: [
        projectOf(),
        projectOf({}, { _id: other, ref: 'GS-2611-0043', service: 'terrace-gardening' }),
        projectOf(
          { selectedQuotation: null },
          { _id: '8d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', ref: 'GS-2611-0044' },
        ),
      ],
    });
    showAt(pages.userPayment);
    const links = await screen.findAllByRole('link', { name: /^See the payments of/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      pages.userProjectPayments(projectId),
      pages.userProjectPayments(other),
    ]);
    expect(links[1]!.getAttribute('aria-label')).toBe(
      'See the payments of the Terrace Gardening project GS-2611-0043',
    );
    expect(screen.queryByText('GS-2611-0044')).toBeNull();
  });
});

describe('the Payments page in Hindi', () => {
  storeInHindi(['common', 'user', 'payments']);

  it("speaks Hindi, the ledger's words included", async () => {
    serve({});
    showAt(here, 'hi');
    expect(await screen.findByRole('heading', { name: 'अभी चुकाएँ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'भुगतान' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'मैंने भुगतान कर दिया' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'भुगतान की समय-सारणी' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '₹30,000 के लिए UPI QR कोड' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'UPI से भुगतान करें' })).toBeTruthy();
    expect(screen.getByLabelText('रेफ़रेंस (वैकल्पिक)')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'नकद' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'टीम को बताएँ' })).toBeTruthy();
    expect(screen.getAllByText('पुष्टि की प्रतीक्षा').length).toBeGreaterThan(1);
    expect(screen.getByText('पुष्टि नहीं हुई')).toBeTruthy();
    expect(screen.getByText('कारण: The cheque bounced')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कोटेशन (PDF)' })).toBeTruthy();
    expect(screen.getByTestId('payment-waiting').textContent).toBe(
      'आपके बताए ₹5,000 की हमारी टीम से पुष्टि होनी बाकी है, इसलिए वह राशि यहाँ दोबारा नहीं माँगी गई है।',
    );
    expect(screen.getByTestId('schedule-2').textContent).toContain('आंशिक भुगतान');
    expect(document.body.textContent).not.toMatch(
      /Waiting for confirmation|Pay with UPI|I have paid|Payment schedule|Outstanding|Part-paid|Download receipt|told us/,
    );
  });

  it('says in Hindi that a payment waits, and that the form opens once it is checked', async () => {
    serve({ ledger: ledgerOf({ paid: 145000, outstanding: 5000, due: null, upi: null }) });
    showAt(here, 'hi');
    expect(await screen.findByRole('heading', { name: 'आपके भुगतान की जाँच हो रही है' })).toBeTruthy();
    expect(screen.getByText(/^आपने हमें ₹5,000 के भुगतान की जानकारी दी है/)).toBeTruthy();
    expect(screen.getByText(/^प्रतीक्षा में रखे भुगतानों की/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/told us|being checked|another payment/);
  });

  it('says in Hindi that payments start with the pick', async () => {
    serve({ projects: [projectOf({ selectedQuotation: null })] });
    showAt(pages.userPayment, 'hi');
    expect(await screen.findByText(/^भुगतान तब शुरू होते हैं/)).toBeTruthy();
  });
});
