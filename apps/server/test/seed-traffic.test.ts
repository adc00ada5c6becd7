import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsAt, seedAtScale } from '../src/bench/seed-at-scale';
import { seedTraffic, spreadRows, trafficPeopleAt } from '../src/bench/seed-traffic';
import type { TrafficUsers } from '../src/bench/traffic-users';
import { createTestApp, type TestApp } from './helpers/test-app';

// The real-traffic run's people are signed in by the seed, not through the API; their
// cookies must open their own pages, and the pool's projects must take a pick.
describe('the real-traffic seed', () => {
  let t: TestApp;
  let users: TrafficUsers;
  const counts = countsAt(0.01);
  beforeAll(async () => {
    t = await createTestApp();
    await seedAtScale(t.database.db, counts);
    users = await seedTraffic(t.database.db, counts, 0.01, 5);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('picks customers with every last digit, so their projects are in every state', () => {
    expect(trafficPeopleAt(1, countsAt(1))).toEqual({ customers: 1000, partners: 200, admins: 5 });
    const rows = spreadRows(1000, 10_000);
    expect(new Set(rows).size).toBe(1000);
    expect(Math.max(...rows)).toBeLessThan(10_000);
    expect(new Set(rows.map((r) => r % 10)).size).toBe(10);
    expect(spreadRows(20, 2)).toEqual([0, 1]);
  });

  it('signs in customers, partners and admins whose cookies open their own pages', async () => {
    expect(users.customers.length).toBe(trafficPeopleAt(0.01, counts).customers);
    expect(users.admins.length).toBe(2);
    const c = users.customers[0]!;
    const list = await get(`/api/user/allprojects/${c.id}`, c.cookie);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json<{ _id: string }[]>()
        .map((p) => p._id)
        .sort(),
    ).toEqual([...c.projects].sort());
    // Another customer's list stays closed to this cookie.
    const other = users.customers[1]!;
    expect((await get(`/api/user/allprojects/${other.id}`, c.cookie)).statusCode).toBe(403);
    const p = users.partners.find((x) => x.projects.length > 0)!;
    expect(
      (await get(`/api/service-provider/project/${p.projects[0]}/${p.id}`, p.cookie)).statusCode,
    ).toBe(200);
    for (const a of users.admins) {
      expect((await get(`/api/admin/project/new/${a.id}`, a.cookie)).statusCode).toBe(200);
    }
  });

  it('gives the customers projects whose quotation they can pick, once', async () => {
    expect(users.pickable.length).toBe(5);
    const { customer, projectId } = users.pickable[0]!;
    const c = users.customers[customer]!;
    const pick = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/project/quotation/${projectId}/${c.id}`,
        headers: { cookie: c.cookie },
        payload: { num: 2 },
      });
    expect((await pick()).statusCode).toBe(200);
    expect((await pick()).statusCode).toBe(409);
  });
});
