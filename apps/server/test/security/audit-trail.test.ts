import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '@greenscape/shared/schemas/admin';
import { refusalsKeptPerHour } from '../../src/modules/audit/audit-hook';
import { auditEvents } from '../../src/db/schema/index';
import { uploadPhotos } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buildWorld, type World } from './world';

// Every workflow transition and admin action is recorded with who, what, when and the
// client address, and the admins see a project's trail.

describe('the audit trail', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  const trail = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/activity/${w.projectId}/${w.ids.admin}`,
      cookies: w.cookies.admin,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ActivityItem[]>();
  };

  it("lists the project's steps, newest first, with the actor's role, name and address", async () => {
    // The trail is written just after each answer, so the newest step may need a moment.
    await expect.poll(async () => (await trail()).length).toBe(6);
    const events = await trail();
    const steps = events.map((e) => `${e.actorRole}: ${e.action}`).reverse();
    expect(steps).toEqual([
      'user: Requested the project',
      'admin: Sent the designs',
      'user: Picked a design',
      'admin: Created the quotation template',
      'admin: Shared the quotation with partners',
      'service-provider: Submitted a quotation',
    ]);
    expect(events.find((e) => e.action === 'Submitted a quotation')?.actorName).toBe('Invited');
    expect(events.find((e) => e.action === 'Picked a design')?.actorName).toBe('Owner A');
    expect(new Set(events.map((e) => e.address))).toEqual(new Set(['127.0.0.1']));
    const times = events.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('records the address, and refusals of signed-in callers but not bad input or anonymous tries', async () => {
    const before = (await trail()).length;
    const pick = (cookies: Record<string, string> | undefined, userId: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/project/${w.projectId}/${userId}`,
        cookies,
        payload,
      });
    // The design was picked already: the state refuses a second pick.
    expect((await pick(w.cookies.customerA, w.ids.customerA, { num: 1 })).statusCode).toBe(409);
    // Another customer's try at this project.
    expect([403, 404]).toContain(
      (await pick(w.cookies.customerB, w.ids.customerB, { num: 1 })).statusCode,
    );
    // Not kept: bad input, and an anonymous attempt.
    expect((await pick(w.cookies.customerA, w.ids.customerA, { num: 'x' })).statusCode).toBe(400);
    expect((await pick(undefined, w.ids.customerA, { num: 1 })).statusCode).toBe(401);
    const [quotation] = (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/project/servicepartners/${w.ids.admin}`,
        cookies: w.cookies.admin,
        payload: { allocatedQuotations: [w.quotationId] },
      })
    ).json<{ info: { _id: string }[] }[]>();
    const costed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/project/quotation/${w.quotationId}/${w.ids.admin}`,
      cookies: w.cookies.admin,
      remoteAddress: '198.51.100.40',
      payload: {
        info: quotation!.info.map((l) => ({
          _id: l._id,
          supplierCosting: 1500,
          supplierDetails: 'Fixture Supplies',
        })),
      },
    });
    expect(costed.statusCode, costed.body).toBe(200);
    await expect
      .poll(async () => (await trail()).map((e) => `${e.action} from ${e.address}`))
      .toContain("Costed a partner's quotation from 198.51.100.40");
    const events = await trail();
    expect(events.length).toBe(before + 3);
    const refusals = events.filter((e) => e.refused);
    expect(refusals.map((e) => [e.action, e.actorRole]).sort()).toEqual([
      ['Picked a design', 'user'],
      ['Picked a design', 'user'],
    ]);
    expect(refusals.map((e) => e.actorName)).toContain('Owner A');

    // One account cannot bury the project's history under its own refused tries.
    for (let i = 0; i < refusalsKeptPerHour + 5; i++) {
      await pick(w.cookies.customerB, w.ids.customerB, { num: 1 });
    }
    await expect
      .poll(async () => (await trail()).filter((e) => e.refused).length)
      .toBe(1 + refusalsKeptPerHour);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await trail()).filter((e) => e.refused).length).toBe(1 + refusalsKeptPerHour);
  });

  it('files nothing under a project from a body that does not take one', async () => {
    const before = await trail();
    const [photo] = await uploadPhotos(t.app, w.cookies.customerB, 1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${photo}?as=user`,
      cookies: w.cookies.customerB,
      payload: { projectId: w.projectId },
    });
    expect(removed.statusCode).toBe(204);
    // The removal is recorded, as customer B's and under no project.
    await expect
      .poll(async () =>
        (
          await t.database.db
            .select()
            .from(auditEvents)
            .where(eq(auditEvents.route, 'DELETE /api/uploads/:id'))
        ).map((e) => [e.actorRole, e.actorId, e.projectId]),
      )
      .toEqual([['user', w.ids.customerB, null]]);
    expect(await trail()).toEqual(before);
  });

  it("files each message of the project's conversation, and a refused one, but not reading it", async () => {
    const count = async () =>
      (await trail())
        .filter((e) => e.action === 'Wrote in the conversation')
        .map((e) => `${e.actorRole} ${e.refused ? 'refused' : 'done'} ${e.address}`);
    const url = `/api/projects/${w.projectId}/messages`;
    const sent = await t.app.inject({
      method: 'POST',
      url,
      cookies: w.cookies.customerA,
      remoteAddress: '198.51.100.41',
      payload: { text: 'When do we start?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [notMine] = await uploadPhotos(t.app, w.cookies.customerB, 1, 'work-photo');
    const refused = await t.app.inject({
      method: 'POST',
      url,
      cookies: w.cookies.customerA,
      payload: { text: 'Look', photos: [notMine] },
    });
    expect(refused.statusCode).toBe(403);
    // A refusal is filed after its answer: wait for it before counting.
    await expect.poll(count).toEqual(['user refused 127.0.0.1', 'user done 198.51.100.41']);
    const before = (await trail()).length;
    const read = await t.app.inject({
      method: 'PUT',
      url: `${url}/read`,
      cookies: w.cookies.admin,
    });
    expect(read.statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await trail()).length).toBe(before);
  });

  it('files a refusal under the project of the path even before the step locks it', async () => {
    const count = async () =>
      (await trail()).filter((e) => e.refused && e.action === 'Sent the designs').length;
    const before = await count();
    // The step refuses an empty list before it locks the project.
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/project/${w.projectId}/${w.ids.admin}`,
      cookies: w.cookies.admin,
      payload: [],
    });
    expect(empty.statusCode).toBe(409);
    // The role's guard refuses a path id that is not the admin's own before any step runs.
    const notMine = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/project/${w.projectId}/${w.ids.customerA}`,
      cookies: w.cookies.admin,
      payload: [w.designId],
    });
    expect(notMine.statusCode).toBe(403);
    await expect.poll(count).toBe(before + 2);
  });

  // The job after the pick, on the world's picked project.
  it('records the site visit and milestone steps, and their refusals, under the project', async () => {
    const pickedTrail = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/activity/${w.pickedProjectId}/${w.ids.admin}`,
        cookies: w.cookies.admin,
      });
      expect(res.statusCode).toBe(200);
      return res.json<ActivityItem[]>();
    };
    const visit = (cookies: Record<string, string>, method: 'POST' | 'PUT', payload: object) =>
      t.app.inject({
        method,
        url: `/api/projects/${w.pickedProjectId}/site-visit`,
        cookies,
        payload,
      });
    const slot = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const siteVisitTrail = async () =>
      (await pickedTrail())
        .filter((e) => e.action.includes('site visit'))
        .map((e) => `${e.actorRole}: ${e.action}${e.refused ? ' (refused)' : ''}`)
        .reverse();
    // Out of order: nothing proposed yet. Filed after its answer, so waited for, to keep the order.
    expect((await visit(w.cookies.customerA, 'PUT', { slot })).statusCode).toBe(409);
    await expect.poll(siteVisitTrail).toEqual(['user: Confirmed the site visit (refused)']);
    expect((await visit(w.cookies.admin, 'POST', { slots: [slot] })).statusCode).toBe(201);
    expect((await visit(w.cookies.customerA, 'PUT', { slot })).statusCode).toBe(200);
    // A stranger's try is refused before it reaches the project, and files nothing under it.
    expect((await visit(w.cookies.customerB, 'PUT', { slot })).statusCode).toBe(404);
    await expect
      .poll(siteVisitTrail)
      .toEqual([
        'user: Confirmed the site visit (refused)',
        'admin: Proposed times for the site visit',
        'user: Confirmed the site visit',
      ]);
  });
});
