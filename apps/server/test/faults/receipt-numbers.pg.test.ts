import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCounters, payments } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/test-app';
import { browser, instancesOnOneDatabase } from '../helpers/two-instances';
import {
  pickedProject,
  receiptNo,
  recordPayment,
  reportPayment,
  type PickedProject,
} from '../helpers/workflow-fixtures';

// PostgreSQL tier only: receipt numbers are unique and gap-free per financial year
// (docs/product.md#payments) even with two instances confirming at once. Each confirmation takes
// its number from next_document_no() in its own transaction (migration 0017,
// modules/payments/receipts.ts): the counter row's lock makes the others wait, and a refused
// confirmation never takes one.

type Report = { projectId: string; paymentId: string };

describe('receipt numbers with two instances confirming at once', () => {
  let instances: Awaited<ReturnType<typeof instancesOnOneDatabase>> | undefined;
  let local: Omit<TestApp, 'close'>;
  let admin: PickedProject['admin'];

  beforeAll(async () => {
    instances = await instancesOnOneDatabase({ name: 'receipts', local: {} });
    local = instances.local!;
  }, 120_000);
  afterAll(() => instances?.close());

  /** Confirms every report at once, alternating instances; the answers' statuses and receipts. */
  async function confirmAll(reports: readonly Report[]) {
    const team = browser(instances!.servers, admin.cookies);
    const answers = await Promise.all(
      reports.map((r, i) =>
        team.on(i % 2)('PUT', `/api/projects/${r.projectId}/payments/${r.paymentId}`, {
          status: 'confirmed',
        }),
      ),
    );
    return answers.map((a) => ({
      status: a.status,
      receiptNo: (a.body as { receiptNo?: string | null }).receiptNo ?? null,
      code: (a.body as { code?: string }).code,
    }));
  }

  const serials = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => receiptNo(from + i));

  const confirmedNumbers = async () =>
    (await local.database.db.select({ no: payments.receiptNo }).from(payments))
      .map((r) => r.no)
      .filter((no): no is string => no !== null)
      .sort();

  it('gives 20 confirmations split across both instances GS/<year>/0001 to 0020', async () => {
    const reports: Report[] = [];
    // At most three reports wait on one project (payment-rules.ts maxWaitingReports).
    for (let i = 0; i < 7; i++) {
      const p = await pickedProject(local.app, { finalCosting: 100000 });
      admin = p.admin;
      for (let j = 0; j < (i < 6 ? 3 : 2); j++) {
        const entry = await reportPayment(local.app, p, 1000 + j);
        reports.push({ projectId: p.projectId, paymentId: entry._id });
      }
    }
    const answers = await confirmAll(reports);
    expect(answers.map((a) => a.status)).toEqual(reports.map(() => 200));
    const numbers = answers.map((a) => a.receiptNo!).sort();
    expect(numbers).toEqual(serials(1, 20));
    expect(await confirmedNumbers()).toEqual(serials(1, 20));
  }, 60_000);

  it('leaves no gap when some confirmations in the race are refused (over the outstanding)', async () => {
    // Per project three reports of ₹3,000 wait within ₹10,000; then the team records ₹4,000
    // (receipts 0021 and 0022), so whichever two reports confirm first fit, the third no longer
    // does (400) and takes no number.
    const reports: Report[] = [];
    for (let i = 0; i < 2; i++) {
      const p = await pickedProject(local.app, { finalCosting: 10000 });
      for (let j = 0; j < 3; j++) {
        const entry = await reportPayment(local.app, p, 3000);
        reports.push({ projectId: p.projectId, paymentId: entry._id });
      }
      await recordPayment(local.app, p.projectId, 4000);
    }
    // And three that fit, on the first test's projects' kind: ₹1,00,000 outstanding.
    const roomy = await pickedProject(local.app, { finalCosting: 100000 });
    for (let j = 0; j < 3; j++) {
      const entry = await reportPayment(local.app, roomy, 2000);
      reports.push({ projectId: roomy.projectId, paymentId: entry._id });
    }
    const answers = await confirmAll(reports);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toEqual([
      { status: 400, receiptNo: null, code: 'paymentOverOutstanding' },
      { status: 400, receiptNo: null, code: 'paymentOverOutstanding' },
    ]);
    const given = answers.filter((a) => a.status === 200).map((a) => a.receiptNo!);
    expect(given.sort()).toEqual(serials(23, 29));
    expect(await confirmedNumbers()).toEqual(serials(1, 29));
    const [counter] = await local.database.db
      .select()
      .from(documentCounters)
      .where(eq(documentCounters.series, 'GS'));
    expect(counter!.last).toBe(29);
  }, 60_000);
});
