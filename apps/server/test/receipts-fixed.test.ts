import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { planMilestones } from '../src/modules/execution/steps/plan-milestones';
import { paiseAfter, pdfText } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  confirmPayment,
  pickedProject,
  recordPayment,
  reportPayment,
  type PickedProject,
} from './helpers/workflow-fixtures';

// What a receipt says is fixed when it is issued (docs/product.md#documents-and-gst): the same
// receipt number never shows another payer, address or milestone later. The stored PDFs are
// removed before each later read, so that what is read back is drawn again from what the server
// kept of the receipt, not a file it happened to keep.

describe('a receipt says what it said when it was issued', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const receiptText = async (p: PickedProject, paymentId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${p.projectId}/payments/${paymentId}/receipt.pdf`,
      cookies: p.customer.cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    return pdfText(res.rawPayload);
  };
  const saveProfile = async (p: PickedProject, name: string, address: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${p.customer.id}`,
      cookies: p.customer.cookies,
      payload: {
        updatationDetails: {
          name,
          phone: '9845012345',
          city: 'Bengaluru',
          address,
          postalCode: '560066',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const replan = (p: PickedProject) =>
    planMilestones(
      { app: t.app, caller: { role: 'admin', id: p.admin.id }, address: '127.0.0.1' },
      {
        projectId: p.projectId,
        milestones: [
          { title: 'Site clearing', percent: 30 },
          { title: 'Planting', percent: 70 },
        ],
      },
    );
  const forgetStoredDocuments = async () => {
    const keys: string[] = [];
    for await (const key of t.app.storage.list()) {
      if (key.startsWith('documents/')) {
        keys.push(key);
      }
    }
    await Promise.all(keys.map((key) => t.app.storage.delete(key)));
  };

  it('keeps the payer, the address and the milestone of a confirmed payment', async () => {
    const p = await pickedProject(t.app, { finalCosting: 200_000 });
    await saveProfile(p, 'Meera Raman', 'Flat 12B, Palm Meadows');
    const reported = await reportPayment(t.app, p, 20_000, { reference: 'UPI 7781' });
    await confirmPayment(t.app, p.projectId, reported._id);

    const before = await receiptText(p, reported._id);
    expect(before).toContain('Name Meera Raman');
    expect(before).toContain('Flat 12B, Palm Meadows, Bengaluru 560066');
    expect(before).toContain('Milestone 1. Booking advance');
    expect(paiseAfter(before, 'Balance after this payment')).toBe(18_000_000);

    await saveProfile(p, 'Someone Else', '9 New Street');
    await replan(p);
    await forgetStoredDocuments();
    const after = await receiptText(p, reported._id);
    expect(after).toBe(before);
    expect(after).not.toContain('Someone Else');
    expect(after).not.toContain('Site clearing');
  });

  it('keeps what the receipt of a payment the team recorded said when it was recorded', async () => {
    const p = await pickedProject(t.app, { finalCosting: 150_000 });
    await saveProfile(p, 'Kavya Menon', '4 Lake View Road');
    const recorded = await recordPayment(t.app, p.projectId, 15_000);
    // Changed before anyone downloads it: the receipt was issued at recording, not at download.
    await saveProfile(p, 'Someone Else', '9 New Street');
    await replan(p);
    await forgetStoredDocuments();
    const text = await receiptText(p, recorded._id);
    expect(text).toContain('Name Kavya Menon');
    expect(text).toContain('Milestone 1. Booking advance');
    expect(text).not.toContain('Someone Else');
  });

  it('fixes a receipt confirmed before receipts were kept on its first download, then keeps it', async () => {
    const p = await pickedProject(t.app, { finalCosting: 100_000 });
    const reported = await reportPayment(t.app, p, 10_000);
    await confirmPayment(t.app, p.projectId, reported._id);
    // As a payment confirmed before this code: no receipt kept, no file.
    await t.app.database.db.execute(
      sql`delete from issued_receipts where payment_id = ${reported._id}`,
    );
    await forgetStoredDocuments();
    const [customer] = await t.app.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, p.customer.id));

    const first = await receiptText(p, reported._id);
    expect(first).toContain(`Name ${customer!.name}`);
    await saveProfile(p, 'Someone Else', '9 New Street');
    await replan(p);
    await forgetStoredDocuments();
    expect(await receiptText(p, reported._id)).toBe(first);
  });
});
