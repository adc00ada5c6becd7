// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { withModalDialogs } from '../../../../test/dialogs';
import {
  base,
  confirmedId,
  picked,
  reported,
  reportedId,
  serve as serveOn,
  show,
} from '../../../../test/payments/admin-kit';
import { json, withFakeServer } from '../../../../test/payments/server';

// The team's Payments tab: the ledger's figures and schedule, the decisions on reported
// payments (Confirm asks first, Reject needs a reason), and the documents. Recording a payment
// and a payout is project-payments-record.test.tsx's.

withModalDialogs();
const server = withFakeServer();
const serve = (workflow?: Parameters<typeof serveOn>[1]) => serveOn(server, workflow);

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
