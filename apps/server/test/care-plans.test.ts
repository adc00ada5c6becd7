import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@greenscape/shared/care-rules';
import { tasksFor } from '@greenscape/shared/care/season-tasks';
import { indiaDay } from '@greenscape/shared/gst';
import { addDays } from '@greenscape/shared/warranty-rules';
import { auditEvents, carePlans, careVisits, notifications } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer, type Cookies } from './helpers/auth';
import { paidAndCompleted } from './helpers/care-fixtures';
import { pickedProject, workPhoto, type PickedProject } from './helpers/workflow-fixtures';

// Care plans (docs/product.md#care-plans) through the HTTP API as a client of the contract calls
// it: the team's offer, the customer's word, the visits moved and logged, each by its one role,
// in its order, with its message.

const today = () => indiaDay(new Date());
type Visit = { _id: string; on: string; status: string; checklist: { key: string }[] };

describe('care plans', () => {
  let t: TestApp;
  let p: PickedProject;

  const url = (suffix = '', projectId = p.projectId) =>
    `/api/projects/${projectId}/care-plan${suffix}`;
  const call = (method: 'GET' | 'POST' | 'PUT', cookies: Cookies, path: string, body?: unknown) =>
    t.app.inject({
      method,
      url: path,
      cookies,
      ...(body !== undefined && {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
    });
  const offer = { visitsPerMonth: 4, months: 3, monthlyFee: 2000, startOn: '' };
  const told = async (kind: string) =>
    (
      await t.app.database.db
        .select({ role: notifications.recipientRole })
        .from(notifications)
        .where(and(eq(notifications.projectId, p.projectId), eq(notifications.kind, kind)))
    ).map((n) => n.role);

  beforeAll(async () => {
    t = await createTestApp();
    p = await paidAndCompleted(t.app);
    offer.startOn = today();
  });
  afterAll(() => t.close());

  it('is offered by the team after completion only, and refuses bad offers with their message', async () => {
    const q = await pickedProject(t.app);
    const early = await call('POST', q.admin.cookies, url('', q.projectId), offer);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('carePlanNeedsCompletion');
    const bad: [object, string][] = [
      [{ ...offer, visitsPerMonth: 5 }, 'Choose 1 to 4 visits a month'],
      [{ ...offer, months: 0 }, 'Choose a plan of 1 to 24 months'],
      [{ ...offer, monthlyFee: -5 }, 'Enter an amount of at least ₹0.01'],
      [{ ...offer, startOn: 'soon' }, 'Choose a start date from today on'],
      [{ ...offer, startOn: addDays(today(), -1) }, 'Choose a start date from today on'],
    ];
    for (const [body, message] of bad) {
      const answer = await call('POST', p.admin.cookies, url(), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      if (!message.startsWith('Enter')) {
        expect(answer.json().message).toBe(message);
      }
    }
    expect((await call('GET', p.customer.cookies, url())).statusCode).toBe(404);
    expect((await call('POST', p.customer.cookies, url(), offer)).statusCode).toBe(403);
    expect((await call('POST', p.partner.cookies, url(), offer)).statusCode).toBe(403);
  });

  it('replaces an offer not yet decided, and the customer accepts it: every visit scheduled', async () => {
    const first = await call('POST', p.admin.cookies, url(), { ...offer, months: 1 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'offered', months: 1, visits: [], fees: [] });
    const second = await call('POST', p.admin.cookies, url(), offer);
    expect(second.json()).toMatchObject({ status: 'offered', months: 3, monthlyFee: 2000 });
    const rows = await t.app.database.db
      .select()
      .from(carePlans)
      .where(eq(carePlans.projectId, p.projectId));
    expect(rows).toHaveLength(1);
    expect(await told('Care plan')).toContain('user');

    expect((await call('PUT', p.partner.cookies, url(), { decision: 'accept' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', p.customer.cookies, url(), { decision: 'yes' })).json().message).toBe(
      'Say whether to accept, decline or cancel the plan',
    );
    const accepted = await call('PUT', p.customer.cookies, url(), { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const plan = accepted.json();
    expect(plan.status).toBe('active');
    expect(plan.endsOn).toBe(addDays(addMonths(today(), 3), -1));
    expect(plan.visits).toHaveLength(12);
    expect(plan.visits[0].on).toBe(today());
    // Four a month, each month's from its first day, spread through it.
    const firstMonth = plan.visits.slice(0, 4).map((v: Visit) => v.on);
    expect(firstMonth.every((on: string) => on < addMonths(today(), 1))).toBe(true);
    expect(new Set(firstMonth).size).toBe(4);
    // The checklist is the project's service's in the season of the visit's day.
    expect(plan.visits[0].checklist.map((c: { key: string }) => c.key)).toEqual(
      tasksFor('landscaping', today()).map((task) => task.key),
    );
    // The first month's fee is on the ledger, due now.
    expect(plan.fees).toEqual([{ month: 0, startsOn: today(), amount: 2000, status: 'due' }]);
    const ledger = (
      await call('GET', p.customer.cookies, `/api/projects/${p.projectId}/payments`)
    ).json();
    expect(ledger.due).toEqual({
      num: 101,
      title: `Care plan, month 1 (from ${today()})`,
      amount: 2000,
      careFee: { month: 1, from: today() },
    });
    // The ledger's total stays the picked finalCosting, paid in full before the plan; the fees are owed
    // beside it.
    expect(ledger.total).toBeGreaterThan(0);
    expect(ledger.total).toBe(ledger.paid);
    expect(ledger.careFees).toBe(2000);
    expect(ledger.outstanding).toBe(2000);

    const again = await call('PUT', p.customer.cookies, url(), { decision: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('carePlanNotOffered');
    const running = await call('POST', p.admin.cookies, url(), offer);
    expect(running.json().code).toBe('carePlanRunning');
    expect(new Set(await told('Care plan'))).toEqual(
      new Set(['user', 'admin', 'service-provider']),
    );
  });

  it('lets the customer move a visit within its month, 24 hours ahead, and no one else', async () => {
    const plan = (await call('GET', p.partner.cookies, url())).json();
    // What the customer has paid is not the partner's to read.
    expect(plan.fees).toEqual([]);
    expect((await call('GET', p.customer.cookies, url())).json().fees).toHaveLength(1);
    const [todays, second] = plan.visits as Visit[];
    const visit = (v: Visit) => url(`/visits/${v._id}`);
    const tooLate = await call('PUT', p.customer.cookies, visit(todays!), {
      on: addDays(today(), 2),
    });
    expect(tooLate.json().code).toBe('careVisitTooLate');
    const outside = await call('PUT', p.customer.cookies, visit(second!), {
      on: addMonths(today(), 1),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('careVisitOutsideMonth');
    expect(
      (await call('PUT', p.partner.cookies, visit(second!), { on: addDays(second!.on, 1) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', p.admin.cookies, visit(second!), { on: addDays(second!.on, 1) }))
        .statusCode,
    ).toBe(403);
    const moved = await call('PUT', p.customer.cookies, visit(second!), {
      on: addDays(second!.on, 1),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().visits[1].on).toBe(addDays(second!.on, 1));
    expect(await told('Care visit')).toContain('service-provider');
  });

  it('gives the partner its visits of the next 7 days with the whole address, and the checklists in Hindi', async () => {
    // The partner reads Hindi: the checklists come in its language.
    const hindi = await call('PUT', p.partner.cookies, '/api/me/preferences', { language: 'hi' });
    expect(hindi.statusCode, hindi.body).toBe(200);
    const list = await call(
      'GET',
      p.partner.cookies,
      `/api/service-provider/care-visits/${p.partner.id}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const visits = list.json() as (Visit & {
      customerName: string;
      site: { address: string | null };
      checklist: { label: string }[];
    })[];
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((v) => v.on >= today() && v.on <= addDays(today(), 6))).toBe(true);
    expect(visits.every((v) => v.status === 'scheduled')).toBe(true);
    // The whole site, as the picked partner reads it on the project.
    const project = await call(
      'GET',
      p.customer.cookies,
      `/api/user/project/${p.projectId}/${p.customer.id}`,
    );
    expect(visits[0]!.site).toEqual(project.json().site);
    expect(visits[0]!.customerName).not.toBe('');
    expect(visits[0]!.checklist[0]!.label).toMatch(/[\u0900-\u097F]/u);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/service-provider/care-visits/${p.otherPartner.id}`,
      cookies: p.otherPartner.cookies,
    });
    expect(other.json()).toEqual([]);
    await call('PUT', p.partner.cookies, '/api/me/preferences', { language: 'en' });
  });

  it("lets the picked partner log a visit on its day with the checklist's tasks and photos", async () => {
    const plan = (await call('GET', p.customer.cookies, url())).json();
    const [todays, later] = plan.visits as Visit[];
    const keys = todays!.checklist.map((c) => c.key);
    const photo = await workPhoto(t.app, p.partner, '#33691E');
    const log = {
      notes: 'Mowed and weeded',
      tasks: [{ key: keys[0], done: true }],
      photos: [photo],
    };
    const visit = (v: Visit) => url(`/visits/${v._id}`);
    expect((await call('PUT', p.partner.cookies, visit(later!), { log })).json().code).toBe(
      'careVisitNotYet',
    );
    const unknown = await call('PUT', p.partner.cookies, visit(todays!), {
      log: { ...log, tasks: [{ key: 'paint-the-fence', done: true }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('careTaskUnknown');
    const noPhotos = await call('PUT', p.partner.cookies, visit(todays!), {
      log: { ...log, photos: [] },
    });
    expect(noPhotos.json().message).toBe('Add 1 to 10 photos of the visit');
    expect((await call('PUT', p.customer.cookies, visit(todays!), { log })).statusCode).toBe(403);
    // The role is weighed before the body: a change the caller never makes is 403 even when
    // malformed, and one it makes is 400.
    const badLog = { log: { notes: 5, tasks: 'all' } };
    expect((await call('PUT', p.customer.cookies, visit(todays!), badLog)).statusCode).toBe(403);
    expect((await call('PUT', p.partner.cookies, visit(todays!), { on: 'soon' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', p.partner.cookies, visit(todays!), badLog)).statusCode).toBe(400);
    expect((await call('PUT', p.otherPartner.cookies, visit(todays!), { log })).statusCode).toBe(
      404,
    );

    const logged = await call('PUT', p.partner.cookies, visit(todays!), { log });
    expect(logged.statusCode, logged.body).toBe(200);
    const done = logged.json().visits[0];
    expect(done.status).toBe('done');
    expect(done.log).toMatchObject({ notes: 'Mowed and weeded', photos: [`/api/files/${photo}`] });
    expect(done.checklist[0]).toMatchObject({ key: keys[0], done: true });
    expect(done.checklist.slice(1).every((c: { done: boolean }) => !c.done)).toBe(true);
    const twice = await call('PUT', p.partner.cookies, visit(todays!), { log });
    expect(twice.json().code).toBe('careVisitNotScheduled');
    expect(await told('Care visit')).toContain('user');
    const audit = await t.app.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.projectId, p.projectId), eq(auditEvents.action, 'Changed a care visit')),
      );
    expect(audit.some((a) => (a.details as { tasksDone?: number } | null)?.tasksDone === 1)).toBe(
      true,
    );
  });

  it('is cancelled by the customer: later visits cancelled, a stranger never sees it', async () => {
    const stranger = await signUpCustomer(t.app, 'care-stranger@example.com');
    expect((await call('GET', stranger.cookies, url())).statusCode).toBe(404);
    expect((await call('GET', p.otherPartner.cookies, url())).statusCode).toBe(404);
    const cancelled = await call('PUT', p.customer.cookies, url(), { decision: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const plan = cancelled.json();
    expect(plan.status).toBe('cancelled');
    expect(
      plan.visits
        .filter((v: Visit) => v.on > today())
        .every((v: Visit) => v.status === 'cancelled'),
    ).toBe(true);
    expect(plan.visits[0].status).toBe('done');
    const visits = await t.app.database.db
      .select()
      .from(careVisits)
      .where(eq(careVisits.projectId, p.projectId));
    expect(visits.filter((v) => v.status === 'scheduled')).toHaveLength(0);
    // A new offer may follow a plan cancelled.
    expect((await call('POST', p.admin.cookies, url(), offer)).statusCode).toBe(201);
    const declined = await call('PUT', p.customer.cookies, url(), { decision: 'decline' });
    expect(declined.json().status).toBe('declined');
  });
});
