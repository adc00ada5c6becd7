// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { indiaToday, upiUri } from '@greenscape/shared/payment-rules';
import { storeInHindi } from '../../../i18n/test-intl';
import { entry, ledgerOf, upiPayee, upiVpa, uri } from '../../payments/test-fixtures';
import { json, withFakeServer } from '../../payments/test-server';
import { projectId, projectOf, serve as serveOn, showAt } from './payments-test-kit';

// The customer's Payments: what is owed and paid, how to pay, and telling the team.

const server = withFakeServer();
const serve = (options: Parameters<typeof serveOn>[1]) => {
  serveOn(server, options);
  return server.calls;
};

const here = pages.userProjectPayments(projectId);
/** The payments sent, as they went over the wire. */
const posts = () => server.writes().map(({ method, url, body }) => ({ method, url, body }));
const figure = (name: string) => document.querySelector(`[data-figure="${name}"] dd`)?.textContent;
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

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

describe('a payment waiting for the team', () => {
  /** The ledger as the server answers it: `due` and the UPI link leave out what waits. */
  const upiFor = (amountPaise: number) =>
    upiUri({ vpa: upiVpa, payeeName: upiPayee, amountPaise, note: 'GS-2611-0042 milestone 2' });

  it('is not asked for again: the page says it waits, and the UPI code is for the rest only', async () => {
    serve({
      ledger: ledgerOf({
        due: { num: 2, title: 'Materials on site', amount: 25000 },
        upi: { uri: upiFor(2_500_000) },
        pending: 5000,
      }),
    });
    showAt(here);
    const card = (await screen.findByRole('heading', { name: 'To pay now' })).closest('section')!;
    expect(card.textContent).toContain('₹25,000');
    expect(within(card).getByTestId('payment-waiting').textContent).toBe(
      "₹5,000 you told us of is waiting for our team's confirmation, so it is not asked for again here.",
    );
    expect(within(card).getByRole('img', { name: 'UPI QR code for ₹25,000' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Pay with UPI' }).getAttribute('href')).toBe(
      upiFor(2_500_000),
    );
    expect(within(card).queryByRole('img', { name: /₹30,000/ })).toBeNull();
    expect((screen.getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('25000');
  });

  it('offers no QR code, UPI link or form while reports cover all that is outstanding', async () => {
    serve({
      ledger: ledgerOf({
        paid: 145000,
        outstanding: 5000,
        pending: 5000,
        due: null,
        upi: null,
        bank: {
          accountName: 'Greenscape Gardens LLP',
          accountNumber: '50200012345678',
          ifsc: 'HDFC0001234',
          bankName: null,
        },
      }),
    });
    showAt(here);
    const card = (
      await screen.findByRole('heading', { name: 'Your payment is being checked' })
    ).closest('section')!;
    expect(card.textContent).toContain(
      'You told us of ₹5,000: our team is checking it. There is nothing more to pay now',
    );
    expect(screen.queryByRole('heading', { name: 'To pay now' })).toBeNull();
    expect(screen.queryByTestId('upi-qr')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay with UPI' })).toBeNull();
    expect(screen.queryByText('50200012345678')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tell our team' })).toBeNull();
    expect(
      screen.getByText(
        'You can tell us of another payment once our team has checked the ones waiting.',
      ),
    ).toBeTruthy();
  });

  it('closes the form while three reports wait, as the server would refuse a fourth', async () => {
    const waiting = [1, 2, 3].map((n) =>
      entry(n, { status: 'reported', amount: 1000, reference: `UTR ${n}` }),
    );
    serve({ ledger: ledgerOf({ entries: waiting, pending: 3000 }) });
    showAt(here);
    await screen.findByRole('heading', { name: 'To pay now' });
    expect(screen.queryByRole('button', { name: 'Tell our team' })).toBeNull();
    expect(
      screen.getByText(
        'You can tell us of another payment once our team has checked the ones waiting.',
      ),
    ).toBeTruthy();
  });

  it('shows a refusal about the reference or the day at its field', async () => {
    serve({
      onReport: () =>
        json(409, {
          message: messages.paymentReferenceTaken,
          code: 'paymentReferenceTaken',
        }),
    });
    const user = userEvent.setup();
    showAt(here);
    await user.type(await screen.findByLabelText('Reference (optional)'), 'UTR 1');
    await user.click(screen.getByRole('button', { name: 'Tell our team' }));
    await waitFor(() =>
      expect(errorOf('Reference (optional)')).toBe(messages.paymentReferenceTaken),
    );
  });
});

describe('reporting a payment', () => {
  it('sends what was entered, the due amount and today by default, and thanks', async () => {
    const calls = serve({ onReport: () => json(201, entry(9, { status: 'reported' })) });
    const user = userEvent.setup();
    showAt(here);
    const amount = await screen.findByLabelText('Amount (₹)');
    expect((amount as HTMLInputElement).value).toBe('30000');
    expect((screen.getByLabelText('Paid on') as HTMLInputElement).value).toBe(indiaToday());
    expect(screen.getByLabelText('Paid on').getAttribute('max')).toBe(indiaToday());
    expect((screen.getByRole('radio', { name: 'UPI' }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText('Reference (optional)'), ' 4455 6677 ');
    await user.click(screen.getByRole('button', { name: 'Tell our team' }));

    expect(
      await screen.findByText('Thank you: our team will confirm the payment and send the receipt.'),
    ).toBeTruthy();
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: `/api/projects/${projectId}/payments?role=user`,
        body: { amount: 30000, method: 'upi', reference: '4455 6677', paidOn: indiaToday() },
      },
    ]);
    // The ledger is read again, to show the payment waiting for the team.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/payments?role=user'))).toHaveLength(3),
    );
  });

  it('reads an amount as people write it, and sends no reference when none is given', async () => {
    serve({ onReport: () => json(201, entry(9, { status: 'reported' })) });
    const user = userEvent.setup();
    showAt(here);
    const amount = await screen.findByLabelText('Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '₹12,500.50');
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Tell our team' }));
    await screen.findByText('Thank you: our team will confirm the payment and send the receipt.');
    expect(posts()[0]!.body).toEqual({
      amount: 12500.5,
      method: 'cash',
      paidOn: indiaToday(),
    });
  });

  it('checks the amount before asking the server', async () => {
    serve({ onReport: () => json(201, entry(9, {})) });
    const user = userEvent.setup();
    showAt(here);
    const amount = await screen.findByLabelText('Amount (₹)');
    await user.clear(amount);
    await user.type(amount, 'ten');
    await user.click(screen.getByRole('button', { name: 'Tell our team' }));
    await waitFor(() =>
      expect(errorOf('Amount (₹)')).toBe(
        'Enter an amount of more than ₹0, with at most two decimals',
      ),
    );
    expect(posts()).toEqual([]);
  });

  it('shows a refusal about the amount at the amount, and keeps what was typed', async () => {
    serve({
      onReport: () =>
        json(400, {
          message: 'That is more than the outstanding amount',
          code: 'paymentOverOutstanding',
        }),
    });
    const user = userEvent.setup();
    showAt(here);
    const amount = await screen.findByLabelText('Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '200000');
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.type(screen.getByLabelText('Reference (optional)'), 'NEFT 42');
    await user.click(screen.getByRole('button', { name: 'Tell our team' }));

    await waitFor(() =>
      expect(errorOf('Amount (₹)')).toBe('That is more than the outstanding amount'),
    );
    expect(posts()).toHaveLength(1);
    expect((amount as HTMLInputElement).value).toBe('200000');
    expect((screen.getByRole('radio', { name: 'Bank transfer' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe(
      'NEFT 42',
    );
    expect(screen.queryByText(/^Thank you/)).toBeNull();
  });

  it('shows any other refusal above the form, in the words the server chose', async () => {
    serve({
      onReport: () =>
        json(409, { message: 'इस प्रोजेक्ट का काम अभी शुरू नहीं हुआ है', code: 'executionNotStarted' }),
    });
    const user = userEvent.setup();
    showAt(here);
    await user.type(await screen.findByLabelText('Reference (optional)'), 'UTR 1');
    await user.click(screen.getByRole('button', { name: 'Tell our team' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('इस प्रोजेक्ट का काम अभी शुरू नहीं हुआ है');
    expect(alert.closest('form')).not.toBeNull();
    expect((screen.getByLabelText('Reference (optional)') as HTMLInputElement).value).toBe('UTR 1');
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
      'आपके बताए ₹5,000 की हमारी टीम से पुष्टि होनी बाकी है, इसलिए वह रकम यहाँ दोबारा नहीं माँगी गई है।',
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
