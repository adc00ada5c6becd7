// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { indiaToday } from '@greenscape/shared/payment-rules';
import { upiUri } from '@greenscape/shared/upi';
import { entry, ledgerOf, upiPayee, upiVpa } from '../../../../test/payments/fixtures';
import { json, withFakeServer } from '../../../../test/payments/server';
import { projectId, serve as serveOn, showAt } from '../../../../test/payments/customer-kit';

// The customer's reports of payments: one waiting for the team is not asked for again, and the
// form tells the team of one. What is owed and how to pay are payments-pages.test.tsx's.

const server = withFakeServer();
const serve = (options: Parameters<typeof serveOn>[1]) => {
  serveOn(server, options);
  return server.calls;
};

const here = pages.userProjectPayments(projectId);
/** The payments sent, as they went over the wire. */
const posts = () => server.writes().map(({ method, url, body }) => ({ method, url, body }));
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('a payment waiting for the team', () => {
  /** The ledger as the server answers it: `due` and the UPI link leave out what waits. */
  const upiFor = (amountPaise: number) =>
    upiUri({ vpa: upiVpa, payeeName: upiPayee, amountPaise, note: 'GS-2611-0042 milestone 2' });

  it('is not asked for again: the page says it waits, and the UPI code is for the rest only', async () => {
    serve({
      ledger: ledgerOf({
        due: { num: 2, title: 'Materials on site', amount: 25000, careFee: null },
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
