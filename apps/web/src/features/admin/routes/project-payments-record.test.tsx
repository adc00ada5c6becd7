// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { indiaToday } from '@greenscape/shared/payment-rules';
import { withModalDialogs } from '../../../../test/dialogs';
import { base, reportedId, serve as serveOn, show } from '../../../../test/payments/admin-kit';
import { entry } from '../../../../test/payments/fixtures';
import { json, withFakeServer } from '../../../../test/payments/server';

// The team's Payments tab: recording a payment and a payout (each asks first: it issues a
// receipt or tells the partner), and the server's refusals shown where they belong. The figures
// and the decisions on reported payments are project-payments-page.test.tsx's.

withModalDialogs();
const server = withFakeServer();
const serve = (workflow?: Parameters<typeof serveOn>[1]) => serveOn(server, workflow);

describe("the team's Payments tab: recording", () => {
  it('records a payment after asking: the due amount, the method, the reference, today', async () => {
    serve();
    server.on(
      'POST',
      `${base}/payments`,
      json(201, entry(3, { amount: 135000, receiptNo: 'GS/2026-27/0003' })),
    );
    const user = userEvent.setup();
    show();
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    expect((within(form).getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('135000');
    expect((within(form).getByLabelText('Paid on') as HTMLInputElement).value).toBe(indiaToday());
    await user.click(within(form).getByRole('radio', { name: 'Cash' }));
    await user.type(within(form).getByLabelText('Reference (optional)'), 'Cash book p. 12');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    // The form is checked first (asynchronously), then the question is asked.
    const dialog = await screen.findByRole('dialog', {
      name: /^Record ₹1,35,000 paid by Cash on /,
    });
    expect(server.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Record and issue the receipt' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]!.query.get('role')).toBe('admin');
    expect(server.writes()[0]!.body).toEqual({
      amount: 135000,
      method: 'cash',
      reference: 'Cash book p. 12',
      paidOn: indiaToday(),
    });
    expect(
      await screen.findByText(
        'Payment recorded. Receipt GS/2026-27/0003 is issued and the customer is told.',
      ),
    ).toBeTruthy();
  });

  it('shows a refusal about the amount under it, and any other above the button', async () => {
    serve();
    let refusal = json(400, {
      message: messages.paymentOverOutstanding,
      code: 'paymentOverOutstanding',
    });
    server.on('POST', `${base}/payments`, () => refusal);
    const user = userEvent.setup();
    show();
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    const send = async () => {
      await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: 'Record and issue the receipt',
        }),
      );
    };
    await user.click(within(form).getByRole('radio', { name: 'UPI' }));
    await send();
    const amount = within(form).getByLabelText('Amount (₹)');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(messages.paymentOverOutstanding)).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();

    refusal = json(409, { message: messages.executionNotStarted, code: 'executionNotStarted' });
    await send();
    expect((await within(form).findByRole('alert')).textContent).toBe(messages.executionNotStarted);
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the form with the shared schema before anything is sent', async () => {
    serve();
    const user = userEvent.setup();
    show();
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    await user.clear(within(form).getByLabelText('Amount (₹)'));
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await within(form).findByText(messages.paymentAmountInvalid)).toBeTruthy();
    expect(within(form).getByText(messages.paymentMethodInvalid)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.writes()).toEqual([]);
  });

  it("records a payout to the partner after asking, up to the partner's balance", async () => {
    serve();
    server.on('POST', `${base}/payouts`, json(201, { _id: reportedId }));
    const user = userEvent.setup();
    show();
    const figures = await screen.findByLabelText('Payouts in figures');
    expect(figures.textContent).toContain('Quotation total₹1,20,000');
    expect(figures.textContent).toContain('Balance₹1,00,000');
    expect(screen.getByText('No payouts to the partner yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Record a payout' });
    expect((within(form).getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('100000');
    await user.clear(within(form).getByLabelText('Amount (₹)'));
    await user.type(within(form).getByLabelText('Amount (₹)'), '40,000');
    await user.click(within(form).getByRole('radio', { name: 'Bank transfer' }));
    await user.click(within(form).getByRole('button', { name: 'Record the payout' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Record a payout of ₹40,000 to the partner?',
    });
    expect(server.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Record the payout' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]!.path).toBe(`${base}/payouts`);
    expect(server.writes()[0]!.body).toEqual({
      amount: 40000,
      method: 'bank-transfer',
      paidOn: indiaToday(),
    });
    expect(await screen.findByText('Payout recorded. The partner is told.')).toBeTruthy();
  });

  it("shows a payout over the partner's balance at its amount, and keeps what was typed", async () => {
    serve();
    server.on(
      'POST',
      `${base}/payouts`,
      json(400, { message: messages.payoutOverBalance, code: 'payoutOverBalance' }),
    );
    const user = userEvent.setup();
    show();
    const form = await screen.findByRole('form', { name: 'Record a payout' });
    const amount = within(form).getByLabelText('Amount (₹)') as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '1,50,000');
    await user.click(within(form).getByRole('radio', { name: 'Cheque' }));
    await user.click(within(form).getByRole('button', { name: 'Record the payout' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record the payout' }),
    );
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(messages.payoutOverBalance)).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(amount.value).toBe('1,50,000');
    expect((within(form).getByRole('radio', { name: 'Cheque' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
