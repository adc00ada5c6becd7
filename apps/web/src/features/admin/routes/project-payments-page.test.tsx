// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { indiaToday } from '@greenscape/shared/payment-rules';
import type { Ledger, Payouts } from '@greenscape/shared/schemas/payments';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { withModalDialogs } from '../../../components/ui/test-dialogs';
import { entry, ledgerOf, milestoneOf, pickedState } from '../../payments/test-fixtures';
import { json, renderAt, withFakeServer } from '../../payments/test-server';
import ProjectPaymentsPage from './project-payments-page';

// The team's Payments tab: the ledger's figures and schedule, the decisions on reported
// payments (Confirm asks first, Reject needs a reason), recording a payment and a payout (each
// asks first: it issues a receipt or tells the partner), and the server's refusals shown where
// they belong.

withModalDialogs();
const server = withFakeServer();

const adminId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const admin = { _id: adminId, email: 'team@greenscape.example', name: 'Asha' };

const picked: WorkflowState = { ...pickedState, outstanding: 135000 };

const confirmed = entry(1, {
  reference: 'UTR 4411',
  paidOn: '2026-12-01',
  receiptNo: 'GS/2026-27/0001',
  createdAt: '2026-12-01T05:00:00.000Z',
  decidedAt: '2026-12-01T06:00:00.000Z',
});
const reported = entry(2, {
  amount: 5000,
  method: 'bank-transfer',
  reference: 'NEFT 77',
  paidOn: '2026-12-03',
  status: 'reported',
});
const confirmedId = confirmed._id;
const reportedId = reported._id;

const ledger: Ledger = ledgerOf({
  paid: 15000,
  outstanding: 135000,
  due: { num: 2, title: 'Materials on site', amount: 135000 },
  upi: null,
  entries: [reported, confirmed],
});
const payouts: Payouts = { total: 120000, paid: 20000, balance: 100000, entries: [] };

const base = `/api/projects/${projectId}`;

function serve(workflow: WorkflowState = picked) {
  server.on(
    'GET',
    `/api/admin/project/${projectId}/${adminId}`,
    json(200, {
      _id: projectId,
      ref: 'GS-2612-0042',
      allocatedQuotations: [],
      status: workflow.status,
      workflow,
    }),
  );
  server.on('GET', `${base}/payments`, json(200, ledger));
  server.on(
    'GET',
    `${base}/milestones`,
    json(200, [
      milestoneOf(1, 'Booking advance', 10, { advance: true, status: 'approved' }),
      milestoneOf(2, 'Materials on site', 90, { status: 'approved' }),
    ]),
  );
  server.on('GET', `${base}/payouts`, json(200, payouts));
}

function show() {
  renderAt(
    `/admin/project/${projectId}/payments`,
    <Route path="/admin/project/:projectId/payments" element={<ProjectPaymentsPage />} />,
    { role: 'admin', account: admin },
  );
}

describe("the team's Payments tab", () => {
  it('shows the figures, the schedule covered in milestone order, and the receipt of a confirmed payment', async () => {
    serve();
    show();
    const figures = await screen.findByLabelText('Payments in figures');
    expect(figures.textContent).toContain('Total₹1,50,000');
    expect(figures.textContent).toContain('Paid₹15,000');
    expect(figures.textContent).toContain('Outstanding₹1,35,000');
    expect(figures.textContent).toContain('Waiting for confirmation₹5,000');
    expect(screen.getByTestId('payment-due').textContent).toBe(
      'Due now: ₹1,35,000 for milestone 2, Materials on site',
    );
    const schedule = await screen.findByRole('region', { name: 'Payment schedule' });
    const [first, second] = within(schedule).getAllByRole('listitem');
    expect(first!.textContent).toContain('Milestone 1: Booking advance');
    expect(first!.dataset.coverage).toBe('paid');
    // Nothing paid towards the second yet, and it is the one to pay now.
    expect(second!.textContent).toContain('Milestone 2: Materials on site');
    expect(second!.dataset.coverage).toBe('due');
    expect(second!.textContent).toContain('Due');
    expect(second!.textContent).not.toContain('left to pay');
    const receipt = screen.getByRole('link', { name: 'Download receipt GS/2026-27/0001' });
    expect(receipt.getAttribute('href')).toBe(
      `${base}/payments/${confirmedId}/receipt.pdf?role=admin`,
    );
    // Reads name the admin's session.
    expect(server.calls.find((c) => c.path === `${base}/payments`)?.query.get('role')).toBe(
      'admin',
    );
    // The quotation is a document from the pick on; the invoice only once completed.
    expect(screen.getByRole('link', { name: 'Quotation (PDF)' }).getAttribute('href')).toBe(
      `${base}/quotation.pdf?role=admin`,
    );
    expect(screen.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
    expect(screen.getByText(messages.invoiceNotYet)).toBeTruthy();
  });

  it('confirms a reported payment only after asking, with the decision in the body', async () => {
    serve();
    server.on(
      'PUT',
      `${base}/payments/${reportedId}`,
      json(200, { ...reported, status: 'confirmed', receiptNo: 'GS/2026-27/0002' }),
    );
    const user = userEvent.setup();
    show();
    await user.click(
      await screen.findByRole('button', { name: 'Confirm ₹5,000 paid on 3 Dec 2026' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm the payment of ₹5,000?' });
    expect(dialog.textContent).toContain('You cannot undo this');
    expect(server.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and issue the receipt' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const [put] = server.writes();
    expect(put!.method).toBe('PUT');
    expect(put!.query.get('role')).toBe('admin');
    expect(put!.body).toEqual({ status: 'confirmed' });
    expect(
      await screen.findByText(
        'Payment confirmed. Receipt GS/2026-27/0002 is issued and the customer is told.',
      ),
    ).toBeTruthy();
  });

  it('rejects only with a reason, and sends it', async () => {
    serve();
    server.on(
      'PUT',
      `${base}/payments/${reportedId}`,
      json(200, { ...reported, status: 'rejected', reason: 'Not in the bank statement' }),
    );
    const user = userEvent.setup();
    show();
    await user.click(
      await screen.findByRole('button', { name: 'Reject ₹5,000 paid on 3 Dec 2026' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject the payment of ₹5,000?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the payment' }));
    expect(within(dialog).getByText(messages.rejectReasonRequired)).toBeTruthy();
    expect(server.writes()).toEqual([]);
    await user.type(
      within(dialog).getByLabelText('Why it is rejected (the customer reads this)'),
      'Not in the bank statement',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject the payment' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]!.body).toEqual({
      status: 'rejected',
      reason: 'Not in the bank statement',
    });
    expect(await screen.findByText('Payment rejected. The customer is told why.')).toBeTruthy();
  });

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

  it('offers the invoice once the project is completed', async () => {
    serve({ ...picked, status: 'Completed', outstanding: 0 });
    show();
    expect((await screen.findByRole('link', { name: 'Invoice (PDF)' })).getAttribute('href')).toBe(
      `${base}/invoice.pdf?role=admin`,
    );
  });

  it('waits for the pick', async () => {
    serve({ ...picked, selectedQuotation: null, outstanding: 0 });
    show();
    expect(
      await screen.findByText('Payments start when the customer picks a quotation.'),
    ).toBeTruthy();
    expect(server.calls.some((c) => c.path === `${base}/payments`)).toBe(false);
  });
});
