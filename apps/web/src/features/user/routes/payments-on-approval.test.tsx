// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pages } from '@greenscape/shared/pages';
import { entry, ledgerOf, plan } from '../../../../test/payments/fixtures';
import { withFakeServer } from '../../../../test/payments/server';
import {
  projectId,
  projectOf,
  serve as serveOn,
  showAt,
} from '../../../../test/payments/customer-kit';

// Money follows the work (docs/product.md#milestones, #payments): the customer's Payments page asks
// for the advance from the pick, and for any other milestone only once its work is approved. Until
// then it asks nothing, offers no UPI code, and says which payment comes at the next approval.

const server = withFakeServer();
const serve = (options: Parameters<typeof serveOn>[1]) => serveOn(server, options);
const here = pages.userProjectPayments(projectId);

// The default plan of a ₹1,50,000 quotation: the advance, then milestone 2 still at work.
const working = plan.map((m) =>
  m.num === 1
    ? { ...m, status: 'planned' as const, approvedAt: null }
    : m.num === 2
      ? { ...m, status: 'planned' as const, approvedAt: null }
      : m,
);
const advancePaid = working.map((m) =>
  m.num === 1 ? { ...m, status: 'approved' as const, approvedAt: '2026-11-22T05:00:00.000Z' } : m,
);
const paidAdvance = entry(4, { receiptNo: 'GS/2026-27/0001' });

describe('the payments while the next milestone waits for its approval', () => {
  it('ask for nothing, offer no UPI code, and name the next payment', async () => {
    serve({
      projects: [projectOf({ approvedCount: 1, currentMilestone: 2 })],
      milestones: advancePaid,
      ledger: ledgerOf({
        paid: 15000,
        outstanding: 135000,
        due: null,
        upi: null,
        pending: 0,
        entries: [paidAdvance],
      }),
    });
    showAt(here);
    const card = (await screen.findByRole('heading', { name: 'Nothing to pay now' })).closest(
      'section',
    )!;
    expect(await within(card).findByTestId('next-payment')).toHaveProperty(
      'textContent',
      'Next payment: ₹60,000 for milestone 2, Materials on site, once you approve its work.',
    );
    expect(screen.queryByRole('heading', { name: 'To pay now' })).toBeNull();
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay with UPI' })).toBeNull();
    // A payment made ahead can still be told of, but no amount is suggested.
    expect((screen.getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('');
    const schedule = screen.getByRole('region', { name: 'Payment schedule' });
    const row = (num: number) => within(schedule).getByTestId(`schedule-${num}`);
    expect(row(1).dataset.coverage).toBe('paid');
    expect(row(1).textContent).toContain('The advance: payable from the pick, to start the work.');
    expect(row(2).dataset.coverage).toBe('later');
    expect(row(2).textContent).toContain('Due on approval');
    expect(row(2).getAttribute('aria-current')).toBeNull();
  });

  it('show what was paid ahead of the approval on its milestone', async () => {
    serve({
      milestones: advancePaid,
      ledger: ledgerOf({
        paid: 40000,
        outstanding: 110000,
        due: null,
        upi: null,
        pending: 0,
        entries: [],
      }),
    });
    showAt(here);
    const row = await screen.findByTestId('schedule-2');
    expect(row.textContent).toContain('₹25,000 paid ahead; ₹35,000 due once its work is approved.');
    expect((await screen.findByTestId('next-payment')).textContent).toBe(
      'Next payment: ₹35,000 for milestone 2, Materials on site, once you approve its work.',
    );
  });

  it('say that a report waits for the team, and what comes after it', async () => {
    serve({
      milestones: working,
      ledger: ledgerOf({
        paid: 0,
        outstanding: 150000,
        due: null,
        upi: null,
        pending: 15000,
        entries: [entry(1, { status: 'reported' })],
      }),
    });
    showAt(here);
    const card = (
      await screen.findByRole('heading', { name: 'Your payment is being checked' })
    ).closest('section')!;
    expect(card.textContent).toContain('You told us of ₹15,000: our team is checking it.');
    expect((await within(card).findByTestId('next-payment')).textContent).toBe(
      'Next payment: ₹60,000 for milestone 2, Materials on site, once you approve its work.',
    );
  });

  it('ask for the advance from the pick, before any work', async () => {
    serve({
      milestones: working,
      ledger: ledgerOf({
        paid: 0,
        outstanding: 150000,
        due: { num: 1, title: 'Booking advance', amount: 15000, careFee: null },
        pending: 0,
        entries: [],
      }),
    });
    showAt(here);
    const card = (await screen.findByRole('heading', { name: 'To pay now' })).closest('section')!;
    expect(card.textContent).toContain('₹15,000');
    expect(card.textContent).toContain('Milestone 1: Booking advance');
    const row = (num: number) => screen.getByTestId(`schedule-${num}`);
    await screen.findByRole('region', { name: 'Payment schedule' });
    expect(row(1).dataset.coverage).toBe('due');
    expect(row(2).textContent).toContain('Due on approval');
  });

  it('read in Hindi', async () => {
    serve({
      milestones: advancePaid,
      ledger: ledgerOf({ paid: 15000, outstanding: 135000, due: null, upi: null, pending: 0 }),
    });
    showAt(here, 'hi');
    expect(await screen.findByRole('heading', { name: 'अभी कुछ चुकाना नहीं है' })).toBeTruthy();
    expect((await screen.findByTestId('next-payment')).textContent).toBe(
      'अगला भुगतान: माइलस्टोन 2, साइट पर सामग्री के लिए ₹60,000, जब आप उसका काम स्वीकार कर लें।',
    );
  });
});
