import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchPassword, countsAt, seedAtScale } from '../src/bench/seed-at-scale';
import { cookiesFrom } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

// The benchmark's data (docs/performance.md) at a hundredth of its size: the counts, the states,
// and pages that work on it like on data made through the API.
describe('the benchmark seed', () => {
  let t: TestApp;
  const counts = countsAt(0.01);
  beforeAll(async () => {
    t = await createTestApp();
    await seedAtScale(t.database.db, counts);
  });
  afterAll(() => t.close());

  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await t.database.db.execute(query)) as { rows: { n: unknown }[] }).rows[0]!.n);

  it('writes the counts of the scale, with projects in every state', async () => {
    expect(counts).toMatchObject({ customers: 100, projects: 1000, partners: 20, suppliers: 15 });
    expect(await count(sql`select count(*) as n from users`)).toBe(100);
    expect(await count(sql`select count(*) as n from projects`)).toBe(1000);
    expect(await count(sql`select count(*) as n from service_providers`)).toBe(20);
    expect(await count(sql`select count(*) as n from supplier_materials`)).toBe(300);
    expect(await count(sql`select count(*) as n from partner_quotations`)).toBe(counts.quotations);
    for (const status of ['New', 'In Progress', 'Completed']) {
      expect(
        await count(sql`select count(*) as n from projects where status = ${status}`),
      ).toBeGreaterThan(0);
    }
  });

  it('serves the pages on it: a customer signs in and lists the projects', async () => {
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'bench-customer-7@bench.example', password: benchPassword },
    });
    expect(signin.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/user/allprojects/${signin.json<{ _id: string }>()._id}`,
      cookies: cookiesFrom(signin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<unknown[]>().length).toBe(10);
  });

  it("gives every partner open projects in its New tab, so the bench's tab has work to do", async () => {
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/service-provider/signin',
      payload: { email: 'bench-partner-1@bench.example', password: benchPassword },
    });
    expect(signin.statusCode).toBe(200);
    const id = signin.json<{ _id: string }>()._id;
    const tab = await t.app.inject({
      method: 'GET',
      url: `/api/service-provider/project/new/${id}`,
      cookies: cookiesFrom(signin),
    });
    expect(tab.statusCode).toBe(200);
    const items = tab.json<{ standing: string }[]>();
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((p) => p.standing === 'open')).toBe(true);
  });
});
