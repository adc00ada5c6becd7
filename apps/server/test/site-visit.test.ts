import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@greenscape/shared/messages';
import { auditEvents, notifications, siteVisits } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { pickedProject, workPhoto, type PickedProject } from './helpers/workflow-fixtures';

// The site visit (docs/product.md#after-the-pick): the team proposes times, the customer confirms
// one, the selected partner reports it. Every refusal: 401, 403, 404, 400 and 409.
describe('the site visit', () => {
  let t: TestApp;
  let p: PickedProject;
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();
  const slots = [inDays(2), inDays(3)];

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    who: { cookies: Record<string, string> } | null,
    payload?: object,
    suffix = '',
    projectId = p.projectId,
  ) =>
    t.app.inject({
      method,
      url: `/api/projects/${projectId}/site-visit${suffix}`,
      ...(who && { cookies: who.cookies }),
      ...(payload && { payload }),
    });
  const refusal = (code: keyof typeof messages) => ({ code, message: messages[code] });

  beforeAll(async () => {
    t = await createTestApp();
    p = await pickedProject(t.app);
  });
  afterAll(() => t.close());

  it('starts with no visit, for every participant', async () => {
    for (const who of [p.customer, p.partner, p.admin]) {
      const res = await call('GET', who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'none', slots: [], confirmedSlot: null, report: null });
    }
  });

  it('refuses a stranger (404), the partner not picked (404) and no session (401)', async () => {
    expect((await call('GET', p.otherPartner)).statusCode).toBe(404);
    expect((await call('GET', null)).statusCode).toBe(401);
    const other = await pickedProject(t.app);
    expect((await call('GET', other.customer)).statusCode).toBe(404);
    expect((await call('POST', other.customer, { slots })).statusCode).toBe(403);
    expect((await call('PUT', other.customer, { slot: slots[0] })).statusCode).toBe(404);
  });

  it('refuses steps out of order before any proposal', async () => {
    const confirm = await call('PUT', p.customer, { slot: slots[0] });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual(refusal('visitNotProposed'));
    const report = await call('POST', p.partner, { notes: 'x' }, '/report');
    expect(report.statusCode).toBe(409);
    expect(report.json()).toEqual(refusal('visitNotProposed'));
  });

  it('lets only the team propose, one to three future times', async () => {
    expect((await call('POST', p.customer, { slots })).statusCode).toBe(403);
    expect((await call('POST', p.partner, { slots })).statusCode).toBe(403);
    for (const bad of [
      { slots: [] },
      { slots: [inDays(1), inDays(2), inDays(3), inDays(4)] },
      { slots: [inDays(-1)] },
      { slots: ['tomorrow'] },
      // More than a year ahead, and year 10000 reached through the offset (was a 500).
      { slots: [inDays(400)] },
      { slots: ['9999-12-31T23:59:59-23:59'] },
      { slots: ['0000-01-01T00:00:00Z'] },
      {},
    ]) {
      const res = await call('POST', p.admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('visitSlotsInvalid');
    }
    const res = await call('POST', p.admin, { slots });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'proposed', confirmedSlot: null });
    expect(res.json().slots.map((s: string) => new Date(s).getTime())).toEqual(
      slots.map((s) => new Date(s).getTime()),
    );
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, p.customer.id),
          eq(notifications.messageKey, 'notifyVisitProposed'),
        ),
      );
    expect(told).toHaveLength(1);
  });

  it('refuses the report before the confirmation', async () => {
    const res = await call('POST', p.partner, { notes: 'x' }, '/report');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('visitNotConfirmed'));
  });

  it('lets only the customer confirm, one of the proposed times, once', async () => {
    expect((await call('PUT', p.admin, { slot: slots[0] })).statusCode).toBe(403);
    expect((await call('PUT', p.partner, { slot: slots[0] })).statusCode).toBe(403);
    const wrong = await call('PUT', p.customer, { slot: inDays(5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusal('visitSlotNotProposed'));
    // The same instant written with another offset is the same time.
    const sameInIndia = new Date(new Date(slots[1]!).getTime() + 5.5 * 3600_000)
      .toISOString()
      .replace('Z', '+05:30');
    const ok = await call('PUT', p.customer, { slot: sameInIndia });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'confirmed', confirmedSlot: slots[1] });
    const again = await call('PUT', p.customer, { slot: slots[0] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('visitAlreadyConfirmed'));
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, p.partner.id),
          eq(notifications.messageKey, 'notifyVisitConfirmed'),
        ),
      );
    expect(told).toHaveLength(1);
  });

  it('refuses a proposed time that has passed meanwhile (409): the team proposes new ones', async () => {
    const other = await pickedProject(t.app);
    const soon = inDays(1);
    expect(
      (await call('POST', other.admin, { slots: [soon] }, '', other.projectId)).statusCode,
    ).toBe(201);
    // The day goes by before the customer answers.
    const passed = new Date(Date.now() - 3600_000);
    await t.database.db
      .update(siteVisits)
      .set({ slots: [passed] })
      .where(eq(siteVisits.projectId, other.projectId));
    const late = await call(
      'PUT',
      other.customer,
      { slot: passed.toISOString() },
      '',
      other.projectId,
    );
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toEqual(refusal('visitSlotPassed'));
    const visit = await call('GET', other.customer, undefined, '', other.projectId);
    expect(visit.json()).toMatchObject({ status: 'proposed', confirmedSlot: null });
  });

  it('reschedules when the team proposes again over a confirmed time', async () => {
    const moved = inDays(4);
    const res = await call('POST', p.admin, { slots: [moved] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'proposed', confirmedSlot: null });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, p.partner.id),
          eq(notifications.messageKey, 'notifyVisitRescheduled'),
        ),
      );
    expect(told).toHaveLength(1);
    expect((await call('PUT', p.customer, { slot: moved })).statusCode).toBe(200);
  });

  it('reminds everyone once in the 24 hours before the confirmed visit', async () => {
    const [visit] = await t.database.db
      .select()
      .from(siteVisits)
      .where(eq(siteVisits.projectId, p.projectId));
    const at = visit!.confirmedSlot!.getTime();
    expect((await t.app.sweepExecution(new Date(at - 26 * 3600_000))).visitReminders).toBe(0);
    const dayBefore = new Date(at - 20 * 3600_000);
    expect((await t.app.sweepExecution(dayBefore)).visitReminders).toBe(1);
    expect((await t.app.sweepExecution(dayBefore)).visitReminders).toBe(0);
    for (const who of [p.customer, p.partner, p.admin]) {
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, who.id),
            eq(notifications.messageKey, 'notifyVisitTomorrow'),
          ),
        );
      expect(told, who.role).toHaveLength(1);
    }
  });

  it('refuses the report before the confirmed time (409), and work cannot start', async () => {
    const visit = (await call('GET', p.partner)).json();
    expect(visit).toMatchObject({ status: 'confirmed' });
    expect(Date.parse(visit.confirmedSlot)).toBeGreaterThan(Date.now());
    for (const who of [p.partner, p.admin]) {
      const early = await call('POST', who, { notes: 'Measured it already' }, '/report');
      expect(early.statusCode, who.role).toBe(409);
      expect(early.json()).toEqual(refusal('visitNotYetHappened'));
    }
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${p.projectId}/milestones/2/proof`,
      cookies: p.partner.cookies,
      payload: { note: 'Done', photos: [await workPhoto(t.app, p.partner)] },
    });
    expect(proof.json()).toEqual(refusal('visitNotReportedYet'));
    // The pages read the time from the workflow state to say when the report opens.
    const project = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${p.projectId}/${p.customer.id}`,
      cookies: p.customer.cookies,
    });
    expect(project.json().workflow).toMatchObject({
      visitStatus: 'confirmed',
      visitConfirmedSlot: visit.confirmedSlot,
    });
  });

  it('takes the report from the selected partner with their own photos, once', async () => {
    // The visit's time comes and goes: moved an hour into the past, as the test of a proposed time
    // passing does above (the server has no clock to turn).
    await t.database.db
      .update(siteVisits)
      .set({ confirmedSlot: new Date(Date.now() - 3600_000) })
      .where(eq(siteVisits.projectId, p.projectId));
    expect((await call('POST', p.customer, { notes: 'x' }, '/report')).statusCode).toBe(403);
    expect((await call('POST', p.otherPartner, { notes: 'x' }, '/report')).statusCode).toBe(404);
    const bad = await call('POST', p.partner, { notes: '  ' }, '/report');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('visitNotesRequired');
    const notMine = await workPhoto(t.app, p.customer);
    const stolen = await call('POST', p.partner, { notes: 'x', photos: [notMine] }, '/report');
    expect(stolen.statusCode).toBe(403);
    const photo = await workPhoto(t.app, p.partner);
    const res = await call(
      'POST',
      p.partner,
      {
        notes: 'Lawn 24 by 30 ft, soil fine',
        measuredArea: '720 sq ft',
        photos: [`/api/files/${photo}`],
      },
      '/report',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'reported',
      report: {
        notes: 'Lawn 24 by 30 ft, soil fine',
        measuredArea: '720 sq ft',
        photos: [`/api/files/${photo}`],
      },
    });
    // Every participant sees the report's photo; the customer's page reads it from there.
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/files/${photo}`,
      cookies: p.customer.cookies,
    });
    expect(image.statusCode).toBe(200);
    const again = await call('POST', p.admin, { notes: 'again' }, '/report');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('visitAlreadyReported'));
    const propose = await call('POST', p.admin, { slots: [inDays(6)] });
    expect(propose.statusCode).toBe(409);
    expect(propose.json()).toEqual(refusal('visitAlreadyReported'));
    const trail = await t.database.db
      .select({ action: auditEvents.action, status: auditEvents.statusCode })
      .from(auditEvents)
      .where(and(eq(auditEvents.projectId, p.projectId), eq(auditEvents.statusCode, 201)));
    expect(trail.map((r) => r.action)).toContain('Reported the site visit');
  });

  it('refuses the visit before the pick (409)', async () => {
    const { createProject } = await import('../src/modules/projects/steps/create-project');
    const row = await createProject(
      { app: t.app, caller: { role: 'user', id: p.customer.id }, address: '127.0.0.1' },
      { service: 'landscaping', budget: '2-3L', desc: 'Not picked yet' } as never,
    );
    const res = await call('POST', p.admin, { slots }, '', row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('executionNotStarted'));
  });
});
