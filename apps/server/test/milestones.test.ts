import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { createTestApp, type TestApp } from './helpers/test-app';
import { milestoneCalls } from './helpers/milestone-calls';
import { pickedProject, type PickedProject } from './helpers/workflow-fixtures';

// The milestones' plan (docs/product.md#after-the-pick): the default plan made at the pick, what
// each party sees of it, and the team's editor. The partner's proof, the customer's approval or
// changes and the automatic approval are milestone-proof.test.ts's.
describe('the milestones', () => {
  let t: TestApp;
  let p: PickedProject;
  const { call, noticesOf, partnerTotalPaise, partnerShares } = milestoneCalls(
    () => t,
    () => p,
  );

  beforeAll(async () => {
    t = await createTestApp();
    p = await pickedProject(t.app, { finalCosting: 100001 });
  });
  afterAll(() => t.close());

  it('makes the default plan at the pick, its amounts adding up to the final cost', async () => {
    const res = await call('GET', p.customer);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json() as Milestone[];
    expect(plan.map((m) => [m.num, m.title, m.percent, m.amount, m.advance])).toEqual([
      [1, 'Booking advance', 10, 10000, true],
      [2, 'Materials on site', 40, 40000, false],
      [3, 'Planting and installation', 40, 40000, false],
      [4, 'Handover', 10, 10001, false],
    ]);
    expect(res.json()[0]).toMatchObject({
      dueOn: null,
      status: 'planned',
      proof: null,
      proofs: [],
      changeRequests: [],
      approvedAt: null,
      autoApproved: false,
    });
    expect((await call('GET', p.admin)).json()).toEqual(plan);
    expect((await call('GET', p.otherPartner)).statusCode).toBe(404);
    expect((await call('GET', null)).statusCode).toBe(401);
  });

  it("never shows the selected partner the customer's price: its amounts are its own shares", async () => {
    const customers = (await call('GET', p.customer)).json() as { amount: number }[];
    const res = await call('GET', p.partner);
    expect(res.statusCode, res.body).toBe(200);
    const partners = res.json() as { percent: number; amount: number }[];
    const total = await partnerTotalPaise();
    expect(partners.reduce((sum, m) => sum + m.amount * 100, 0)).toBe(total);
    expect(partners.map((m) => m.amount)).toEqual(await partnerShares([10, 40, 40, 10]));
    expect(total).not.toBe(100001 * 100);
    expect(partners.map((m) => m.amount)).not.toEqual(customers.map((m) => m.amount));
    // Everything else is the same plan.
    const withoutAmount = (list: { amount: number }[]) => list.map(({ amount: _, ...m }) => m);
    expect(withoutAmount(partners)).toEqual(withoutAmount(customers));
  });

  it("shows the execution facts in the project's workflow state", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${p.projectId}/${p.customer.id}`,
      cookies: p.customer.cookies,
    });
    expect(res.json().workflow).toMatchObject({
      visitStatus: 'none',
      milestoneCount: 4,
      approvedCount: 0,
      // The advance is money, not work: the work starts at milestone 2.
      hasAdvance: true,
      currentMilestone: 2,
      currentMilestoneStatus: 'planned',
      proofSubmitted: false,
    });
  });

  it('lets only the team change the plan, with valid percentages and dates', async () => {
    const plan = {
      milestones: [
        { title: 'Advance', percent: 20, dueOn: '2026-12-01' },
        { title: 'Lawn', percent: 33, dueOn: '2026-12-10' },
        { title: 'Handover', percent: 47 },
      ],
    };
    expect((await call('PUT', p.customer, '', plan)).statusCode).toBe(403);
    expect((await call('PUT', p.partner, '', plan)).statusCode).toBe(403);
    const bad = [
      { milestones: [{ title: 'All', percent: 100 }] },
      {
        milestones: [
          { title: 'A', percent: 50 },
          { title: 'B', percent: 40 },
        ],
      },
      {
        milestones: [
          { title: 'A', percent: 50.5 },
          { title: 'B', percent: 49.5 },
        ],
      },
      {
        milestones: [
          { title: ' ', percent: 50 },
          { title: 'B', percent: 50 },
        ],
      },
      {
        milestones: [
          { title: 'A', percent: 50, dueOn: '2026-12-10' },
          { title: 'B', percent: 50, dueOn: '2026-12-01' },
        ],
      },
      {
        milestones: Array.from({ length: 9 }, (_, i) => ({ title: `M${i}`, percent: i ? 12 : 4 })),
      },
    ];
    for (const body of bad) {
      expect((await call('PUT', p.admin, '', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await call('PUT', p.admin, '', plan);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as { amount: number; dueOn: string | null }[];
    // 100001 × 20 % = 20000.2 → 20000; × 33 % = 33000.33 → 33000; the last takes 47001.
    expect(saved.map((m) => m.amount)).toEqual([20000, 33000, 47001]);
    expect(saved.map((m) => m.dueOn)).toEqual(['2026-12-01', '2026-12-10', null]);
    expect(await noticesOf(p.customer.id, 'notifyPlanChanged')).toHaveLength(1);
    // The partner's shares follow the new split of its own total.
    expect(
      ((await call('GET', p.partner)).json() as { amount: number }[]).map((m) => m.amount),
    ).toEqual(await partnerShares([20, 33, 47]));
  });
});
