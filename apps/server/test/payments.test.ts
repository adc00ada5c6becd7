import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { indiaToday } from '@greenscape/shared/payment-rules';
import type { Ledger, PaymentEntry, WaitingPayment } from '@greenscape/shared/schemas/payments';
import { auditEvents, notifications, projects } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { client, refusal, type Who } from './helpers/payment-calls';
import {
  confirmPayment,
  pickedProject,
  receiptNo,
  reportPayment,
  visitReported,
  workPhoto,
  type PickedProject,
} from './helpers/workflow-fixtures';

// The customer's ledger (docs/product.md#payments): reported payments wait for the team, only
// confirmed ones count, the instalment due moves along the milestones, the UPI link asks for it,
// and every confirmed payment gets the next receipt number of the financial year. What the ledger
// refuses, and the ledger before the pick and after completion, are payment-refusals.test.ts's.

describe('the payments ledger', () => {
  let t: TestApp;
  let p: PickedProject;
  let ref: string;
  const call = client(
    () => t,
    () => p.projectId,
  );
  const ledger = async (who: Who = p.customer) => {
    const res = await call('GET', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ledger>();
  };
  const noticesOf = (recipientId: string, key: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, recipientId), eq(notifications.messageKey, key)));
  const auditOf = (route: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.projectId, p.projectId), eq(auditEvents.route, route)));
  const upi = (amount: string, title: string) =>
    `upi://pay?pa=greenscape.gardens%40okaxis&pn=Greenscape%20Gardens&am=${amount}&cu=INR&tn=${ref}%20${title.replace(/ /g, '%20')}`;
  const payment = { amount: 10000, method: 'upi', reference: 'UPI-4411', paidOn: indiaToday() };

  beforeAll(async () => {
    t = await createTestApp({
      UPI_VPA: 'greenscape.gardens@okaxis',
      UPI_PAYEE_NAME: 'Greenscape Gardens',
      BANK_ACCOUNT_NAME: 'Greenscape Gardens LLP',
      BANK_ACCOUNT_NUMBER: '000123456789',
      BANK_IFSC: 'HDFC0001234',
    });
    // The default plan at the pick: 10 %, 40 %, 40 %, 10 % of ₹1,00,000.
    p = await pickedProject(t.app, { finalCosting: 100000 });
    const [row] = await t.database.db
      .select({ ref: projects.ref })
      .from(projects)
      .where(eq(projects.id, p.projectId));
    ref = row!.ref;
  });
  afterAll(() => t.close());

  it('starts with the whole final cost outstanding, the advance due, its UPI link and the bank', async () => {
    const start = await ledger();
    expect(start).toEqual({
      total: 100000,
      paid: 0,
      outstanding: 100000,
      due: { num: 1, title: 'Booking advance', amount: 10000, careFee: null },
      careFees: 0,
      upi: { uri: upi('10000.00', 'Booking advance') },
      entries: [],
      pending: 0,
      bank: {
        accountName: 'Greenscape Gardens LLP',
        accountNumber: '000123456789',
        ifsc: 'HDFC0001234',
        bankName: null,
      },
    });
    expect(await ledger(p.admin)).toEqual(start);
  });

  it('takes a report from the customer, which waits for the team and does not count yet', async () => {
    const res = await call('POST', p.customer, '', payment);
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json<PaymentEntry>();
    expect(entry).toMatchObject({
      amount: 10000,
      method: 'upi',
      reference: 'UPI-4411',
      paidOn: indiaToday(),
      status: 'reported',
      reason: null,
      receiptNo: null,
      reportedBy: 'customer',
      decidedAt: null,
    });
    const after = await ledger();
    expect(after).toMatchObject({ paid: 0, outstanding: 100000, pending: 10000 });
    // The advance it covers is not asked for again while it waits, and the next milestone is
    // payable only once its work is approved: nothing is asked now.
    expect(after.due).toBeNull();
    expect(after.upi).toBeNull();
    expect(after.entries).toEqual([entry]);
    // The team is told, the trail has the step.
    expect(await noticesOf(p.admin.id, 'notifyPaymentReported')).toHaveLength(1);
    const [audit] = await auditOf('POST /api/projects/:projectId/payments');
    expect(audit).toMatchObject({ actorRole: 'user', actorId: p.customer.id, statusCode: 201 });
    expect(audit!.details).toMatchObject({ amount: 10000, status: 'reported' });
    // It is on the team's list, with the project and the customer.
    const waiting = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/${p.admin.id}`,
      cookies: p.admin.cookies,
    });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json<WaitingPayment[]>()).toEqual([
      { ...entry, projectId: p.projectId, projectRef: ref, customerName: expect.any(String) },
    ]);
  });

  it('confirms it with the first receipt number; the next milestone waits for its approval', async () => {
    const [reported] = (await ledger()).entries;
    const res = await call('PUT', p.admin, `/${reported!._id}`, { status: 'confirmed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: reported!._id,
      status: 'confirmed',
      receiptNo: receiptNo(1),
      decidedAt: expect.any(String),
    });
    const after = await ledger();
    expect(after).toMatchObject({ paid: 10000, outstanding: 90000, pending: 0 });
    expect(after.due).toBeNull();
    expect(after.upi).toBeNull();
    expect(await noticesOf(p.customer.id, 'notifyPaymentConfirmed')).toHaveLength(1);
    const [audit] = await auditOf('PUT /api/projects/:projectId/payments/:paymentId');
    expect(audit).toMatchObject({ actorRole: 'admin', statusCode: 200 });
    expect(audit!.details).toMatchObject({ status: 'confirmed', receiptNo: receiptNo(1) });
    const waiting = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/${p.admin.id}`,
      cookies: p.admin.cookies,
    });
    expect(waiting.json()).toEqual([]);
  });

  it('decides a payment once only (409)', async () => {
    const [confirmed] = (await ledger()).entries;
    for (const body of [{ status: 'confirmed' }, { status: 'rejected', reason: 'Twice' }]) {
      const res = await call('PUT', p.admin, `/${confirmed!._id}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refusal('paymentAlreadyDecided'));
    }
  });

  it("records the team's payment as confirmed at once, with the next receipt; a part-paid milestone is due for the rest", async () => {
    // The materials' work proved and approved: they are payable now.
    await visitReported(t.app, p);
    const num = `/api/projects/${p.projectId}/milestones/2`;
    const proof = { note: 'Materials delivered', photos: [await workPhoto(t.app, p.partner)] };
    const sent = await t.app.inject({
      method: 'POST',
      url: `${num}/proof`,
      cookies: p.partner.cookies,
      payload: proof,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const approve = { method: 'POST', url: `${num}/approve`, cookies: p.customer.cookies } as const;
    expect((await t.app.inject(approve)).statusCode).toBe(200);
    expect((await ledger()).due).toEqual({
      num: 2,
      title: 'Materials on site',
      amount: 40000,
      careFee: null,
    });
    const res = await call('POST', p.admin, '', {
      amount: 15000.5,
      method: 'cheque',
      reference: 'CHQ 000111',
      paidOn: indiaToday(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      amount: 15000.5,
      status: 'confirmed',
      receiptNo: receiptNo(2),
      reportedBy: 'admin',
      decidedAt: expect.any(String),
    });
    const after = await ledger();
    expect(after).toMatchObject({ paid: 25000.5, outstanding: 74999.5 });
    expect(after.due).toEqual({
      num: 2,
      title: 'Materials on site',
      amount: 24999.5,
      careFee: null,
    });
    expect(after.upi).toEqual({ uri: upi('24999.50', 'Materials on site') });
    expect(await noticesOf(p.customer.id, 'notifyPaymentRecorded')).toHaveLength(1);
    // Newest first.
    expect(after.entries.map((e) => e.receiptNo)).toEqual([receiptNo(2), receiptNo(1)]);
  });

  it('rejects a report only with a reason, and a rejected one never counts', async () => {
    const reported = await reportPayment(t.app, p, 5000, { reference: 'UPI-NOPE' });
    const bare = await call('PUT', p.admin, `/${reported._id}`, { status: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual(refusal('rejectReasonRequired'));
    const blank = await call('PUT', p.admin, `/${reported._id}`, {
      status: 'rejected',
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    const res = await call('PUT', p.admin, `/${reported._id}`, {
      status: 'rejected',
      reason: 'Not in our account',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      reason: 'Not in our account',
      receiptNo: null,
    });
    expect(await ledger()).toMatchObject({ paid: 25000.5, outstanding: 74999.5, pending: 0 });
    expect(await noticesOf(p.customer.id, 'notifyPaymentRejected')).toHaveLength(1);
    const decided = await call('PUT', p.admin, `/${reported._id}`, { status: 'confirmed' });
    expect(decided.statusCode).toBe(409);
  });

  it('keeps reports waiting within the outstanding (409), and confirms only what still fits (400)', async () => {
    const first = await reportPayment(t.app, p, 50000);
    const second = await call('POST', p.customer, '', {
      ...payment,
      amount: 30000,
      reference: 'UPI-5512',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(refusal('paymentsWaitingOverOutstanding'));
    expect(await ledger()).toMatchObject({ outstanding: 74999.5, pending: 50000 });
    // The team records money it received meanwhile: the report no longer fits.
    const recorded = await call('POST', p.admin, '', {
      ...payment,
      amount: 30000,
      method: 'bank-transfer',
      reference: 'NEFT 5512',
    });
    expect(recorded.json()).toMatchObject({ status: 'confirmed', receiptNo: receiptNo(3) });
    const over = await call('PUT', p.admin, `/${first._id}`, { status: 'confirmed' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(refusal('paymentOverOutstanding'));
    const after = await ledger();
    expect(after.entries.find((e) => e._id === first._id)?.status).toBe('reported');
    expect(after).toMatchObject({ paid: 55000.5, outstanding: 44999.5, pending: 50000 });
    expect(
      (await call('PUT', p.admin, `/${first._id}`, { status: 'rejected', reason: 'Twice' }))
        .statusCode,
    ).toBe(200);
    // The refused confirmation used no number: the next one is 0004.
    const rest = await reportPayment(t.app, p, 44999.5);
    expect((await confirmPayment(t.app, p.projectId, rest._id)).receiptNo).toBe(receiptNo(4));
    const paid = await ledger();
    expect(paid).toMatchObject({ paid: 100000, outstanding: 0, due: null, upi: null });
    const nothing = await call('POST', p.customer, '', { ...payment, amount: 0.01 });
    expect(nothing.json()).toEqual(refusal('paymentOverOutstanding'));
  });
});
