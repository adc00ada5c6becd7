import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerTab } from '../src/modules/partners/partner-projects';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer, type Cookies } from './helpers/auth';
import { completeAsTeam, releaseQuotations, sendDesigns } from './helpers/workflow-fixtures';

// A bid the partner lost (the customer picked another partner's quotation) leaves
// In Progress for Completed, where it stands 'not-selected'; the chosen partner's stays in
// progress until the project is complete.
describe("the partner's tabs after the customer's pick", () => {
  let t: TestApp;
  let customer: { id: string; cookies: Cookies };
  let projectId: string;
  let winner: string;
  let loser: string;

  const tabOf = async (partnerId: string, tab: 'new' | 'inprogress' | 'completed') =>
    (await partnerTab(t.app.database.db, partnerId, tab, undefined, 20)).items
      .filter((p) => p._id === projectId)
      .map((p) => p.standing);

  beforeAll(async () => {
    t = await createTestApp();
    const c = await signUpCustomer(t.app, 'tabs@example.com');
    customer = { id: c.user._id, cookies: c.cookies };
    projectId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/user/project/${customer.id}`,
        cookies: customer.cookies,
        payload: { service: 'landscaping', budget: '2-3L', desc: 'Back lawn' },
      })
    ).json()._id;
    await sendDesigns(t.app, projectId);
    const { partnerIds } = await releaseQuotations(t.app, projectId, { count: 2 });
    [winner, loser] = partnerIds as [string, string];
  });
  afterAll(() => t.close());

  it('keeps both bids in progress until the customer picks', async () => {
    expect(await tabOf(winner, 'inprogress')).toEqual(['applied']);
    expect(await tabOf(loser, 'inprogress')).toEqual(['applied']);
    expect(await tabOf(loser, 'completed')).toEqual([]);
  });

  it('moves the lost bid to Completed as not chosen, the chosen one stays in progress', async () => {
    const picked = await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/quotation/${projectId}/${customer.id}`,
      cookies: customer.cookies,
      payload: { num: 1 },
    });
    expect(picked.statusCode).toBe(200);
    expect(await tabOf(loser, 'inprogress')).toEqual([]);
    expect(await tabOf(loser, 'completed')).toEqual(['not-selected']);
    expect(await tabOf(winner, 'inprogress')).toEqual(['selected']);
    expect(await tabOf(winner, 'completed')).toEqual([]);
  });

  it('after completion, each is in Completed once, chosen or not', async () => {
    await completeAsTeam(t.app, projectId);
    expect(await tabOf(winner, 'completed')).toEqual(['selected']);
    expect(await tabOf(loser, 'completed')).toEqual(['not-selected']);
    expect(await tabOf(winner, 'inprogress')).toEqual([]);
    expect(await tabOf(loser, 'inprogress')).toEqual([]);
  });
});
