import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatIndiaDate,
  gstinCheckCharacter,
  indiaDay,
} from '@greenscape/shared/gst';
import { invoices } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer, type Cookies } from './helpers/auth';
import { paiseAfter, pdfText } from './helpers/pdf-text';
import { completeAsTeam, pickedProject, type PickedProject } from './helpers/workflow-fixtures';

// The final invoice, issued in the completion's transaction and frozen
// (apps/server/src/modules/documents/issue-invoice.ts, docs/product.md#documents-and-gst). The
// picked final cost is what the customer pays, tax included: a tax invoice with the company's
// GST settings, a bill of supply without them.

const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
const companyGstin = withCheck('29AAGCB7383J1Z');
const tamilNaduGstin = withCheck('33AABCT1332L1Z');
const gstEnv = { GSTIN: companyGstin, GST_STATE: 'Karnataka', GST_SAC: '998599' };
const fy = financialYearOf(new Date());
const today = formatIndiaDate(indiaDay(new Date()));

function helpers(t: () => TestApp) {
  const invoice = (p: PickedProject, cookies: Cookies = p.customer.cookies) =>
    t().app.inject({ method: 'GET', url: `/api/projects/${p.projectId}/invoice.pdf`, cookies });
  const invoiceText = async (p: PickedProject) => {
    const res = await invoice(p);
    expect(res.statusCode, res.body).toBe(200);
    return pdfText(res.rawPayload);
  };
  const saveProfile = async (p: PickedProject, extra: Record<string, unknown> = {}) => {
    const res = await t().app.inject({
      method: 'PUT',
      url: `/api/user/${p.customer.id}`,
      cookies: p.customer.cookies,
      payload: {
        updatationDetails: {
          name: 'Meera Raman',
          phone: '9845012345',
          city: 'Chennai',
          address: '4 Beach Road',
          postalCode: '600001',
          ...extra,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { invoice, invoiceText, saveProfile };
}

describe('the invoice without GST settings: a bill of supply', () => {
  let t: TestApp;
  const { invoice } = helpers(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused before completion: 409 invoiceNotYet', async () => {
    const p = await pickedProject(t.app, { finalCosting: 118_000 });
    const res = await invoice(p);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invoiceNotYet');
    expect(await t.app.database.db.select().from(invoices)).toEqual([]);
  });

  it('is a bill of supply for the picked total, with no tax in it', async () => {
    const p = await pickedProject(t.app, { finalCosting: 118_000 });
    await completeAsTeam(t.app, p.projectId);
    const res = await invoice(p);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-IN-${fy}-0001.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Bill of Supply');
    expect(text).toContain(`Bill no. IN/${fy}/0001`);
    expect(text).toContain(`Date ${today}`);
    expect(paiseAfter(text, 'Total')).toBe(11_800_000);
    expect(text).toContain('Rupees One Lakh Eighteen Thousand Only');
    for (const word of ['CGST', 'SGST', 'IGST', 'Tax Invoice', 'Taxable', 'Place of supply']) {
      expect(text).not.toContain(word);
    }
  });

  it('is for the team too, not for the partner (403) nor a stranger (404)', async () => {
    const p = await pickedProject(t.app);
    await completeAsTeam(t.app, p.projectId);
    expect((await invoice(p, p.admin.cookies)).statusCode).toBe(200);
    expect((await invoice(p, p.partner.cookies)).statusCode).toBe(403);
    const stranger = await signUpCustomer(t.app, 'invoice-stranger@example.com');
    expect((await invoice(p, stranger.cookies)).statusCode).toBe(404);
  });
});

describe('the invoice with GST settings: a tax invoice', () => {
  let t: TestApp;
  const { invoice, invoiceText, saveProfile } = helpers(() => t);
  beforeAll(async () => {
    t = await createTestApp(gstEnv);
  });
  afterAll(() => t.close());

  it('splits CGST and SGST within the company state, numbered IN/<fy>/0001', async () => {
    // No state on the profile: the place of supply is the company's own.
    const p = await pickedProject(t.app, { finalCosting: 100_001 });
    await completeAsTeam(t.app, p.projectId);
    const text = await invoiceText(p);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice no. IN/${fy}/0001`);
    expect(text).toContain(`GSTIN: ${companyGstin}`);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('998599');
    const total = paiseAfter(text, 'Total (tax inclusive)');
    const taxable = paiseAfter(text, 'Taxable value');
    const cgst = paiseAfter(text, 'CGST @ 9%');
    const sgst = paiseAfter(text, 'SGST @ 9%');
    expect(total).toBe(10_000_100);
    expect(taxable).toBe(Math.round(10_000_100 / 1.18));
    expect(taxable + cgst + sgst).toBe(total);
    expect(Math.abs(cgst - sgst)).toBeLessThanOrEqual(1);
    expect(text).not.toContain('IGST');
  });

  it("charges IGST to a customer of another state, printing the customer's GSTIN; IN/<fy>/0002", async () => {
    const p = await pickedProject(t.app, { finalCosting: 118_000 });
    await saveProfile(p, { gstin: tamilNaduGstin });
    await completeAsTeam(t.app, p.projectId);
    const text = await invoiceText(p);
    expect(text).toContain(`Invoice no. IN/${fy}/0002`);
    expect(text).toContain(`GSTIN ${tamilNaduGstin}`);
    expect(text).toContain('State Tamil Nadu (33)');
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    const taxable = paiseAfter(text, 'Taxable value');
    const igst = paiseAfter(text, 'IGST @ 18%');
    expect(taxable).toBe(10_000_000);
    expect(igst).toBe(1_800_000);
    expect(taxable + igst).toBe(paiseAfter(text, 'Total (tax inclusive)'));
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('keeps the invoice as issued when the profile or the settings change after completion', async () => {
    const p = await pickedProject(t.app, { finalCosting: 59_000 });
    await saveProfile(p);
    await completeAsTeam(t.app, p.projectId);
    const before = await invoiceText(p);
    expect(before).toContain('CGST @ 9%');
    await saveProfile(p, { name: 'Someone Else', address: '9 New Street', gstin: tamilNaduGstin });
    // The GST settings taken away too (as a restart without GSTIN would): the invoice stays.
    const settings = t.app.config.payments.gst;
    t.app.config.payments.gst = undefined;
    const after = await invoiceText(p).finally(() => {
      t.app.config.payments.gst = settings;
    });
    expect(after).toBe(before);
    expect(after).toContain('Name Meera Raman');
    expect(after).not.toContain(tamilNaduGstin);
  });

  it('issues on first request, with the next number, the invoice of a project completed before invoices existed', async () => {
    const p = await pickedProject(t.app, { finalCosting: 118_000 });
    await completeAsTeam(t.app, p.projectId);
    const { db } = t.app.database;
    const [issued] = await db.select().from(invoices).where(eq(invoices.projectId, p.projectId));
    const lastNumber = Number(issued!.invoiceNo.split('/')[2]);
    // Simulates a project completed before this code: completion issued no invoice then.
    await db.delete(invoices).where(eq(invoices.projectId, p.projectId));

    const [first, second] = await Promise.all([invoice(p), invoice(p, p.admin.cookies)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const expected = `IN/${fy}/${String(lastNumber + 1).padStart(4, '0')}`;
    expect(await pdfText(first.rawPayload)).toContain(`Invoice no. ${expected}`);
    expect(await pdfText(second.rawPayload)).toContain(`Invoice no. ${expected}`);
    const rows = await db.select().from(invoices).where(eq(invoices.projectId, p.projectId));
    expect(rows.map((r) => r.invoiceNo)).toEqual([expected]);
  });

  it("takes the place of supply from the site: IGST for a site in another state than the company's", async () => {
    const site = {
      address: '7 Temple Street',
      city: 'Madurai',
      pincode: '625001',
      state: 'Tamil Nadu',
    };
    const p = await pickedProject(t.app, { finalCosting: 118_000, site });
    await completeAsTeam(t.app, p.projectId);
    const text = await invoiceText(p);
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(paiseAfter(text, 'IGST @ 18%')).toBe(1_800_000);
    expect(text).not.toContain('CGST');
  });

  it("splits CGST and SGST for a site in the company's state, whatever the customer's own state", async () => {
    const site = {
      address: '2 Church Street',
      city: 'Bengaluru',
      pincode: '560001',
      state: 'Karnataka',
    };
    const p = await pickedProject(t.app, { finalCosting: 118_000, site });
    await saveProfile(p, { gstin: tamilNaduGstin });
    await completeAsTeam(t.app, p.projectId);
    const text = await invoiceText(p);
    expect(text).toContain('State Tamil Nadu (33)');
    expect(text).toContain('Place of supply: Karnataka (29)');
    const cgst = paiseAfter(text, 'CGST @ 9%');
    const sgst = paiseAfter(text, 'SGST @ 9%');
    expect(paiseAfter(text, 'Taxable value') + cgst + sgst).toBe(11_800_000);
    expect(text).not.toContain('IGST');
  });
});
