import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRefPattern } from '@greenscape/shared/schemas/projects';
import { createSession } from '../src/modules/sessions/session-store';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, signUpCustomer, type Cookies } from './helpers/auth';
import { releaseQuotations, sendDesigns } from './helpers/workflow-fixtures';

// Every project has a reference people read out on the phone, GS-YYMM-NNNN,
// numbered per month (migration 0012), sent beside the id and named in the texts about it.

type Customer = { cookies: Cookies; id: string; email: string };
type Created = { _id: string; ref: string };

/** This month as the reference writes it, in India time whatever the machine's zone. */
const monthNow = () => {
  const india = new Date(Date.now() + 5.5 * 3600_000);
  return `${String(india.getUTCFullYear()).slice(2)}${String(india.getUTCMonth() + 1).padStart(2, '0')}`;
};
const numberOf = (ref: string) => Number(ref.split('-')[2]);

describe('project references', () => {
  let t: TestApp;
  let admin: { id: string; cookies: Cookies };
  const customers: Customer[] = [];
  beforeAll(async () => {
    t = await createTestApp({ PROJECTS_PER_HOUR: '50' });
    admin = await adminSession(t.app);
    for (const name of ['meera', 'arjun', 'kavya']) {
      const email = `${name}@example.com`;
      const c = await signUpCustomer(t.app, email);
      customers.push({ cookies: c.cookies, id: c.user._id, email });
    }
  });
  afterAll(() => t.close());

  const create = async (who: Customer): Promise<Created> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${who.id}`,
      cookies: who.cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'A lawn' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Created>();
  };
  const asAdmin = (url: string) =>
    t.app.inject({ method: 'GET', url: url.replace(':adminId', admin.id), cookies: admin.cookies });

  it('gives each new project the next number of the month, as GS-YYMM-NNNN', async () => {
    const first = await create(customers[0]!);
    const second = await create(customers[1]!);
    expect(first.ref).toMatch(projectRefPattern);
    expect(first.ref.startsWith(`GS-${monthNow()}-`)).toBe(true);
    expect(first.ref).toMatch(/-\d{4}$/);
    expect(numberOf(second.ref)).toBe(numberOf(first.ref) + 1);
  });

  it('never gives one number twice when projects are created at the same moment', async () => {
    const before = await create(customers[2]!);
    const together = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(customers[i % customers.length]!)),
    );
    const numbers = together.map((p) => numberOf(p.ref)).sort((a, b) => a - b);
    // Distinct and without gaps: each create took the next number in its own transaction.
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => numberOf(before.ref) + 1 + i));
  });

  it('sends the reference in the customer, admin and partner answers', async () => {
    const customer = customers[0]!;
    const project = await create(customer);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/${project._id}/${customer.id}`,
      cookies: customer.cookies,
    });
    expect(own.json()).toMatchObject({ _id: project._id, ref: project.ref });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/user/allprojects/${customer.id}`,
      cookies: customer.cookies,
    });
    expect(list.json()).toContainEqual(expect.objectContaining({ ref: project.ref }));
    const staff = await asAdmin(`/api/admin/project/${project._id}/:adminId`);
    expect(staff.json()).toMatchObject({ _id: project._id, ref: project.ref });
    const newTab = await asAdmin('/api/admin/project/new/:adminId');
    expect(newTab.json()).toContainEqual(expect.objectContaining({ ref: project.ref }));

    await sendDesigns(t.app, project._id);
    const { partnerIds } = await releaseQuotations(t.app, project._id, { count: 1 });
    const partnerId = partnerIds[0]!;
    const { token } = await createSession(t.app.database.db, {
      role: 'service-provider',
      accountId: partnerId,
      purpose: 'signin',
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/service-provider/project/${project._id}/${partnerId}`,
      cookies: { gs_service_provider: token },
    });
    expect(seen.json()).toMatchObject({ _id: project._id, ref: project.ref });
  });

  it('names the project by its reference in the texts sent about it', async () => {
    const customer = customers[1]!;
    const project = await create(customer);
    await sendDesigns(t.app, project._id);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(customer.email)}`,
    });
    const texts = outbox.json<{ text: string }[]>().map((m) => m.text);
    expect(texts).toContain(
      `Greenscape: Your designs are ready: please pick one (Project ${project.ref})`,
    );
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?role=user',
      cookies: customer.cookies,
    });
    expect(feed.json().items[0]).toMatchObject({
      projectId: project._id,
      text: expect.stringContaining(project.ref),
    });
  });

  it('lets the admin find a project by its reference, whole or its start', async () => {
    const project = await create(customers[2]!);
    const whole = await asAdmin(`/api/admin/search/:adminId?q=${project.ref.toLowerCase()}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().map((p: Created) => p.ref)).toEqual([project.ref]);
    const start = project.ref.slice(0, 'GS-YYMM'.length);
    const byMonth = await asAdmin(`/api/admin/search/:adminId?q=${start}`);
    const refs = byMonth.json().map((p: Created) => p.ref);
    expect(refs).toContain(project.ref);
    expect(refs.every((ref: string) => ref.startsWith(start))).toBe(true);
    const none = await asAdmin(`/api/admin/search/:adminId?q=GS-0001-0001`);
    expect(none.json()).toEqual([]);
  });
});
