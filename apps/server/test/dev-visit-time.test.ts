import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { pickedProject, type PickedProject } from './helpers/workflow-fixtures';

// The browser tests' way to let a confirmed visit's time pass on a server process of its own
// (modules/execution/dev-visit-time.ts): outside production only (the deployment test finds it
// absent there), for an admin.
describe('the development route that lets a visit happen', () => {
  let t: TestApp;
  let p: PickedProject;
  const visit = (suffix = '') => `/api/projects/${p.projectId}/site-visit${suffix}`;
  const happened = () => `/api/dev/site-visit/${p.projectId}/happened`;

  beforeAll(async () => {
    t = await createTestApp();
    p = await pickedProject(t.app);
  });
  afterAll(() => t.close());

  it('moves a confirmed visit into the past, after which it can be reported', async () => {
    const slot = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
    const post = (url: string, cookies: Record<string, string>, payload?: object) =>
      t.app.inject({ method: 'POST', url, cookies, ...(payload && { payload }) });
    expect((await post(visit(), p.admin.cookies, { slots: [slot] })).statusCode).toBe(201);
    // Not confirmed yet: nothing to move.
    expect((await post(happened(), p.admin.cookies)).statusCode).toBe(409);
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: visit(),
      cookies: p.customer.cookies,
      payload: { slot },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const report = { notes: 'Measured the lawn' };
    expect((await post(visit('/report'), p.partner.cookies, report)).statusCode).toBe(409);

    expect((await post(happened(), p.customer.cookies)).statusCode).toBe(401);
    expect((await post(happened(), p.admin.cookies)).statusCode).toBe(204);
    const read = await t.app.inject({ method: 'GET', url: visit(), cookies: p.customer.cookies });
    const moved = read.json<{ slots: string[]; confirmedSlot: string }>();
    expect(Date.parse(moved.confirmedSlot)).toBeLessThan(Date.now());
    expect(moved.slots).toContain(moved.confirmedSlot);
    expect((await post(visit('/report'), p.partner.cookies, report)).statusCode).toBe(201);
  });
});
