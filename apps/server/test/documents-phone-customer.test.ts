import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '@greenscape/shared/phone';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, cookiesFrom, verifiedPhone, type Cookies } from './helpers/auth';
import { recordConfirmedPayment } from './helpers/confirmed-payment';
import { pdfText } from './helpers/pdf-text';
import { completeAsTeam, releaseQuotations, sendDesigns } from './helpers/workflow-fixtures';

// A customer who signed up with a phone alone has no name and no e-mail (docs/product.md#sign-in)
// until the profile is saved: their receipt, quotation and invoice name them by that phone, as
// docs/product.md#phones shows it, rather than by the word 'Customer'
// (apps/server/src/modules/documents/document-parts.ts customerNameOf).

describe('the documents of a customer who signed up with a phone alone', () => {
  let t: TestApp;
  let cookies: Cookies;
  let customerId: string;
  let projectId: string;
  let adminId: string;
  const phone = '9876501234';
  const shown = formatPhone(phone);

  const pdf = async (document: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/${document}`,
      cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    return pdfText(res.rawPayload);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const signedUp = await t.app.inject({
      method: 'POST',
      url: `/api/user/phone/${await verifiedPhone(t.app, phone, 'signup')}`,
      payload: { phone },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    expect(signedUp.json()).toMatchObject({ name: null, email: null, phone: `+91${phone}` });
    cookies = cookiesFrom(signedUp);
    customerId = signedUp.json()._id;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${customerId}`,
      cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'A lawn in front of the house' },
    });
    expect(created.statusCode, created.body).toBe(201);
    projectId = created.json()._id;
    await sendDesigns(t.app, projectId);
    await releaseQuotations(t.app, projectId, { count: 1 });
    const picked = await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/quotation/${projectId}/${customerId}`,
      cookies,
      payload: { num: 1 },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    adminId = (await adminSession(t.app)).id;
  });
  afterAll(() => t.close());

  it('prints the formatted phone as the payer of a receipt, once', async () => {
    const { id } = await recordConfirmedPayment(t.app, projectId, adminId, {
      amountPaise: 100_000,
    });
    const text = await pdf(`payments/${id}/receipt.pdf`);
    expect(text).toContain(`Name ${shown}`);
    expect(text).not.toContain('Name Customer');
    // The phone stands in for the name, so no second line repeats it in another form.
    expect(text.split(shown)).toHaveLength(2);
    expect(text).not.toContain(`+91${phone}`);
  });

  it('prints it as the customer of the quotation fixed at the pick', async () => {
    const text = await pdf('quotation.pdf');
    expect(text).toContain(`Customer ${shown}`);
    expect(text).not.toContain('Customer Customer');
  });

  it('prints it as the name on the invoice', async () => {
    await completeAsTeam(t.app, projectId);
    const text = await pdf('invoice.pdf');
    expect(text).toContain(`Name ${shown}`);
    expect(text).not.toContain('Name Customer');
  });

  it('prints the name once the customer gives one, with the phone on its own line', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${customerId}`,
      cookies,
      payload: {
        updatationDetails: {
          name: 'Kavya Iyer',
          phone,
          city: 'Chennai',
          address: '7 Temple Street',
          postalCode: '600004',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = await recordConfirmedPayment(t.app, projectId, adminId, {
      amountPaise: 50_000,
    });
    const text = await pdf(`payments/${id}/receipt.pdf`);
    expect(text).toContain('Name Kavya Iyer');
    expect(text).toContain(`Phone +91${phone}`);
  });
});
