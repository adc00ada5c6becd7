import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { dataChangesHeard } from '../src/plugins/read-cache';
import { createTestApp, type TestApp } from './helpers/test-app';
import { projectRequests, twoCustomers, type Customer } from './helpers/customer-projects';
import { releaseQuotations, releaseToCustomer, sendDesigns } from './helpers/workflow-fixtures';

// The customer's picks: a design once designs were sent, then one of the released quotations,
// each once. Requesting a project, and who sees it, are projects-customer.test.ts's.
describe("the customer's picks", () => {
  let t: TestApp;
  let asha: Customer;
  let ravi: Customer;
  beforeAll(async () => {
    t = await createTestApp();
    ({ asha, ravi } = await twoCustomers(t.app));
  });
  afterAll(() => t.close());

  const { newProject } = projectRequests(() => t);

  it('picks a design once, only after designs were sent, and only a number that exists', async () => {
    const id = await newProject(asha);
    const pick = (num: unknown, who = asha) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/project/${id}/${who.id}`,
        cookies: who.cookies,
        payload: { num },
      });
    const early = await pick(1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: messages.designsNotReady, code: 'designsNotReady' });

    await sendDesigns(t.app, id, 3);
    for (const bad of [0, 4, 12, 'two', 1.5]) {
      const res = await pick(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: messages.invalidDesignNumber,
        code: 'invalidDesignNumber',
      });
    }
    expect((await pick(2, ravi)).statusCode).toBe(404);
    const [first, second] = await Promise.all([pick(2), pick(3)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    expect(winner.json().designSelected).toBe(first.statusCode === 200 ? 2 : 3);
    expect((await pick(1)).json()).toEqual({
      message: messages.designAlreadySelected,
      code: 'designAlreadySelected',
    });
  });

  it('shows released quotations only, without partner contact details, then picks one once', async () => {
    const id = await newProject(asha);
    await sendDesigns(t.app, id);
    const { quotationIds, partnerIds } = await releaseQuotations(t.app, id, {
      visible: false,
    });
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${id}/${asha.id}`,
      cookies: asha.cookies,
    });
    expect(hidden.json().allocatedQuotations).toEqual([]);
    const tooEarly = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/servicepartners/${asha.id}`,
      cookies: asha.cookies,
      payload: { allocatedQuotations: quotationIds },
    });
    expect(tooEarly.statusCode).toBe(404);
    const pickEarly = await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/quotation/${id}/${asha.id}`,
      cookies: asha.cookies,
      payload: { num: 1 },
    });
    expect(pickEarly.json()).toEqual({
      message: messages.quotationsNotReady,
      code: 'quotationsNotReady',
    });

    await releaseToCustomer(t.app, id);
    // Released by the step, not through this app's HTTP: wait until its read cache has heard of it.
    await dataChangesHeard(t.app);
    const project = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/project/${id}/${asha.id}`,
        cookies: asha.cookies,
      })
    ).json();
    expect(project.allocatedQuotations).toEqual(quotationIds);

    const reversed = [...quotationIds].reverse();
    const entries = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/servicepartners/${asha.id}`,
      cookies: asha.cookies,
      payload: { allocatedQuotations: reversed },
    });
    expect(entries.statusCode).toBe(200);
    const body = entries.json();
    expect(body.map((e: { _id: string }) => e._id)).toEqual(reversed);
    expect(body[2]).toMatchObject({
      num: 1,
      partner: { name: 'Partner 1' },
      costing: { finalCosting: 3000 },
    });
    expect(body[2].info[0]).toEqual({
      serviceDesc: 'Lawn laying (per sq ft)',
      quantity: 100,
      spCosting: 25,
      amount: 2500,
      supplierCosting: 500,
    });
    expect(JSON.stringify(body)).not.toMatch(/phone|email|@fixture|\+9188/);

    const ravisView = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/servicepartners/${ravi.id}`,
      cookies: ravi.cookies,
      payload: { allocatedQuotations: quotationIds },
    });
    expect(ravisView.statusCode).toBe(404);

    const pick = (num: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/project/quotation/${id}/${asha.id}`,
        cookies: asha.cookies,
        payload: { num },
      });
    expect((await pick(4)).json()).toEqual({
      message: messages.invalidQuotationNumber,
      code: 'invalidQuotationNumber',
    });
    const chosen = await pick(2);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      selectedQuotation: 2,
      selectedServicePartner: partnerIds[1],
    });
    expect((await pick(3)).json()).toEqual({
      message: messages.quotationAlreadySelected,
      code: 'quotationAlreadySelected',
    });
  });
});
