import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema/index';
import { dataChangesHeard } from '../src/plugins/read-cache';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, signUpCustomer, type Cookies } from './helpers/auth';

// The busiest reads reuse their answer for the same caller and URL until the data
// they show changes, on this instance or any other.
describe('the read cache', () => {
  let t: TestApp;
  let projectQueries = 0;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onQuery: (text) => {
          if (/^select .* from "projects"/s.test(text.trim())) {
            projectQueries += 1;
          }
        },
      },
    );
  });
  afterAll(() => t.close());

  const get = (url: string, cookies: Cookies) => t.app.inject({ method: 'GET', url, cookies });
  const newProject = (id: string, cookies: Cookies, desc: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/project/${id}`,
      cookies,
      payload: { service: 'kitchen-gardening', budget: '2-3L', desc, photos: [] },
    });

  it('answers a repeated read from memory, the same bytes and headers', async () => {
    const { cookies, user } = await signUpCustomer(t.app, 'cache-a@example.com');
    // Its answer waits until this instance has heard the write's own notice: heard
    // late, the notice would (rightly) drop the answer cached below.
    expect((await newProject(user._id, cookies, 'First garden')).statusCode).toBe(201);
    const url = `/api/user/allprojects/${user._id}`;
    const first = await get(url, cookies);
    const before = projectQueries;
    const again = await get(url, cookies);
    expect(projectQueries).toBe(before);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('shows a write through the API in the very next read', async () => {
    const { cookies, user } = await signUpCustomer(t.app, 'cache-b@example.com');
    const url = `/api/user/allprojects/${user._id}`;
    expect((await get(url, cookies)).json()).toEqual([]);
    const hits = t.app.readCache.hits;
    expect((await get(url, cookies)).json()).toEqual([]);
    expect(t.app.readCache.hits).toBe(hits + 1);
    expect((await newProject(user._id, cookies, 'A terrace garden')).statusCode).toBe(201);
    expect((await get(url, cookies)).json()).toMatchObject([{ desc: 'A terrace garden' }]);
  });

  it('shows a change made in the database by hand once it is heard', async () => {
    const { cookies, user } = await signUpCustomer(t.app, 'cache-c@example.com');
    const created = (await newProject(user._id, cookies, 'Before')).json<{ _id: string }>();
    const url = `/api/user/project/${created._id}/${user._id}`;
    expect((await get(url, cookies)).json()).toMatchObject({ desc: 'Before' });
    await t.database.db.update(projects).set({ desc: 'After' }).where(eq(projects.id, created._id));
    await dataChangesHeard(t.app);
    expect((await get(url, cookies)).json()).toMatchObject({ desc: 'After' });
  });

  it("never gives one caller's answer to another", async () => {
    const owner = await signUpCustomer(t.app, 'cache-owner@example.com');
    const other = await signUpCustomer(t.app, 'cache-other@example.com');
    await newProject(owner.user._id, owner.cookies, 'Private garden');
    const url = `/api/user/allprojects/${owner.user._id}`;
    expect((await get(url, owner.cookies)).statusCode).toBe(200);
    const stranger = await get(url, other.cookies);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toContain('Private garden');
    expect((await get(url, {})).statusCode).toBe(401);
  });

  it('keeps the keyset cursor of a cached page and forgets nothing after logout', async () => {
    const team = await adminSession(t.app);
    const url = `/api/admin/project/new/${team.id}?limit=1`;
    const first = await get(url, team.cookies);
    const again = await get(url, team.cookies);
    expect(first.headers['x-next-cursor']).toBeTruthy();
    expect(again.headers['x-next-cursor']).toBe(first.headers['x-next-cursor']);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { role: 'admin' },
      cookies: team.cookies,
    });
    expect((await get(url, team.cookies)).statusCode).toBe(401);
  });

  it('reads from the database every time while changes cannot be heard', async () => {
    const { cookies, user } = await signUpCustomer(t.app, 'cache-deaf@example.com');
    const url = `/api/user/allprojects/${user._id}`;
    t.app.readCache.setListening(false);
    try {
      const before = projectQueries;
      await get(url, cookies);
      await get(url, cookies);
      expect(projectQueries).toBe(before + 2);
    } finally {
      t.app.readCache.setListening(true);
    }
  });
});
