import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatDocumentAmount,
  formatIndiaDate,
  indiaDay,
} from '@greenscape/shared/gst';
import { partnerQuotationLines, partnerQuotations, projects, users } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer, type Cookies } from './helpers/auth';
import { recordConfirmedPayment, reportedPaymentRow } from './helpers/confirmed-payment';
import { paiseAfter, pdfText } from './helpers/pdf-text';
import { pickedProject, type PickedProject } from './helpers/workflow-fixtures';

// The receipt of a confirmed payment and the picked quotation as PDFs, through HTTP, to
// the project's customer and the team (docs/product.md#documents-and-gst), read back as text.

describe('the project documents: receipt and quotation', () => {
  let t: TestApp;
  let p: PickedProject;
  let other: PickedProject;
  let stranger: Cookies;
  let receipt: { id: string; receiptNo: string };
  let nameAtPick: string;
  const fy = financialYearOf(new Date());
  const today = formatIndiaDate(indiaDay(new Date()));

  const get = (url: string, cookies: Cookies) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, cookies });
  const receiptUrl = (projectId: string, paymentId: string) =>
    `/projects/${projectId}/payments/${paymentId}/receipt.pdf`;

  beforeAll(async () => {
    t = await createTestApp();
    // A picked total of Rs. 2,00,000: the default plan's first milestone is Rs. 20,000.
    p = await pickedProject(t.app, { finalCosting: 200_000 });
    other = await pickedProject(t.app);
    stranger = (await signUpCustomer(t.app, 'stranger@example.com')).cookies;
    const [customer] = await t.app.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, p.customer.id));
    nameAtPick = customer!.name!;
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${p.customer.id}`,
      cookies: p.customer.cookies,
      payload: {
        updatationDetails: {
          name: 'Meera Raman',
          phone: '9845012345',
          city: 'Bengaluru',
          address: 'Flat 12B, Palm Meadows, Whitefield',
          postalCode: '560066',
        },
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    receipt = await recordConfirmedPayment(t.app, p.projectId, p.admin.id, {
      amountPaise: 15_000_000,
      method: 'bank-transfer',
      reference: 'NEFT N123456789',
      paidOn: indiaDay(new Date()),
    });
  });
  afterAll(() => t.close());

  describe('the receipt', () => {
    it('is a PDF download of the confirmed payment, numbered as stored', async () => {
      expect(receipt.receiptNo).toBe(`GS/${fy}/0001`);
      expect(receipt.receiptNo.length).toBeLessThanOrEqual(16);
      const res = await get(receiptUrl(p.projectId, receipt.id), p.customer.cookies);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="receipt-GS-${fy}-0001.pdf"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const text = await pdfText(res.rawPayload);
      expect(text).toContain(`Receipt no. ${receipt.receiptNo}`);
      expect(text).toContain(`Date ${today}`);
      expect(text).toContain('Name Meera Raman');
      expect(text).toContain('+919845012345');
      expect(text).toContain('Flat 12B, Palm Meadows, Whitefield, Bengaluru 560066');
      const [project] = await t.app.database.db
        .select({ ref: projects.ref })
        .from(projects)
        .where(eq(projects.id, p.projectId));
      expect(text).toContain(`Project ${project!.ref}`);
      expect(text).toContain('Service Landscaping');
      expect(text).toContain('Amount received\nRs. 1,50,000.00');
      expect(text).toContain('Rupees One Lakh Fifty Thousand Only');
      expect(text).toContain('Method Bank transfer');
      expect(text).toContain('Reference NEFT N123456789');
      // The first payment goes towards the first milestone; Rs. 50,000 of Rs. 2,00,000 is left.
      expect(text).toContain('Milestone 1. Booking advance');
      expect(paiseAfter(text, 'Balance after this payment')).toBe(5_000_000);
    });

    it('is the same document for the team', async () => {
      const res = await get(receiptUrl(p.projectId, receipt.id), p.admin.cookies);
      expect(res.statusCode, res.body).toBe(200);
      expect(await pdfText(res.rawPayload)).toContain(`Receipt no. ${receipt.receiptNo}`);
    });

    it('names the milestone a later payment went towards', async () => {
      const second = await recordConfirmedPayment(t.app, p.projectId, p.admin.id, {
        amountPaise: 3_000_000,
        method: 'upi',
        reference: 'UPI 4123',
      });
      expect(second.receiptNo).toBe(`GS/${fy}/0002`);
      const text = await pdfText(
        (await get(receiptUrl(p.projectId, second.id), p.customer.cookies)).rawPayload,
      );
      // Rs. 1,50,000 covered the advance (20,000) and the materials (80,000) and part of the third.
      expect(text).toContain('Milestone 3. Planting and installation');
      expect(text).toContain('Method UPI');
      expect(text).toContain('Rupees Thirty Thousand Only');
      expect(paiseAfter(text, 'Balance after this payment')).toBe(2_000_000);
    });

    it('is refused for a payment not confirmed yet: 409 receiptNotYet', async () => {
      const reported = await reportedPaymentRow(t.app, p.projectId, p.customer.id, 500_000);
      const res = await get(receiptUrl(p.projectId, reported), p.customer.cookies);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('receiptNotYet');
    });

    it("is 404 for another project's payment, or one that does not exist", async () => {
      const theirs = await recordConfirmedPayment(t.app, other.projectId, other.admin.id, {
        amountPaise: 100_000,
      });
      for (const cookies of [p.customer.cookies, p.admin.cookies]) {
        const res = await get(receiptUrl(p.projectId, theirs.id), cookies);
        expect(res.statusCode).toBe(404);
      }
      const none = await get(
        receiptUrl(p.projectId, '00000000-0000-4000-8000-000000000000'),
        p.admin.cookies,
      );
      expect(none.statusCode).toBe(404);
      const bad = await get(receiptUrl(p.projectId, 'not-a-uuid'), p.admin.cookies);
      expect(bad.statusCode).toBe(400);
    });

    it('is not for the selected partner (403) nor a stranger (404)', async () => {
      const partner = await get(receiptUrl(p.projectId, receipt.id), p.partner.cookies);
      expect(partner.statusCode).toBe(403);
      const outsider = await get(receiptUrl(p.projectId, receipt.id), stranger);
      expect(outsider.statusCode).toBe(404);
      const customerOfOther = await get(
        receiptUrl(p.projectId, receipt.id),
        other.customer.cookies,
      );
      expect(customerOfOther.statusCode).toBe(404);
      const nobody = await get(receiptUrl(p.projectId, receipt.id), {});
      expect(nobody.statusCode).toBe(401);
    });
  });

  describe('the quotation', () => {
    it('prints the picked quotation as at the pick: its lines, materials and totals', async () => {
      const res = await get(`/projects/${p.projectId}/quotation.pdf`, p.customer.cookies);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const [project] = await t.app.database.db
        .select()
        .from(projects)
        .where(eq(projects.id, p.projectId));
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="quotation-${project!.ref}-1.pdf"`,
      );
      const [quotation] = await t.app.database.db
        .select()
        .from(partnerQuotations)
        .where(
          and(
            eq(partnerQuotations.projectId, p.projectId),
            eq(partnerQuotations.num, project!.selectedQuotation!),
          ),
        );
      const lines = await t.app.database.db
        .select()
        .from(partnerQuotationLines)
        .where(eq(partnerQuotationLines.quotationId, quotation!.id));

      const text = await pdfText(res.rawPayload);
      expect(text).toContain(`Quotation no. ${quotation!.num}`);
      expect(text).toContain(`Picked on ${formatIndiaDate(indiaDay(project!.pickedAt!))}`);
      // Issued with the pick: the profile saved after it does not rewrite it.
      expect(text).toContain(`Customer ${nameAtPick}`);
      expect(text).not.toContain('Meera Raman');
      expect(text).toContain(`Service partner ${quotation!.name}`);
      expect(lines).toHaveLength(1);
      const [line] = lines;
      expect(text).toContain(
        `1 ${line!.serviceDesc} ${line!.quantity} ${formatDocumentAmount(line!.amountPaise)}`,
      );
      expect(text).toContain(
        `Materials: ${line!.supplierDetails} ${formatDocumentAmount(line!.supplierCostingPaise!)}`,
      );
      expect(paiseAfter(text, 'Service total')).toBe(quotation!.totalAmountPaise);
      expect(paiseAfter(text, 'Supplier materials')).toBe(quotation!.totalSupplierCostingPaise);
      expect(paiseAfter(text, 'Total payable')).toBe(20_000_000);
      expect(text).toContain('Rupees Two Lakh Only');
    });

    it('is for the team too, not for the partner (403) nor a stranger (404)', async () => {
      const url = `/projects/${p.projectId}/quotation.pdf`;
      expect((await get(url, p.admin.cookies)).statusCode).toBe(200);
      expect((await get(url, p.partner.cookies)).statusCode).toBe(403);
      expect((await get(url, stranger)).statusCode).toBe(404);
    });

    it('is refused before the pick: 409 executionNotStarted', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/user/project/${p.customer.id}`,
        cookies: p.customer.cookies,
        payload: { service: 'landscaping', budget: '2-3L', desc: 'Not picked yet' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const res = await get(`/projects/${created.json()._id}/quotation.pdf`, p.customer.cookies);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('executionNotStarted');
    });
  });
});
