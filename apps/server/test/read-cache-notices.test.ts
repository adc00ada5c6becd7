import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, siteVisits, users } from '../src/db/schema/index';
import { NotifyBarriers, notifier } from '../src/db/notify-barrier';
import { dataChangeChannel } from '../src/plugins/read-cache-store';
import { signUpCustomer } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

// Migration 0018: what the triggers say of each kind of change, as the read cache
// hears it (plugins/read-cache-scope.ts reads these payloads).
describe('the data change notices', () => {
  let t: TestApp;
  let heard: string[] = [];
  let unlisten: () => Promise<void>;
  // The test listens on a connection of its own, so the app's read cache having heard a change
  // says nothing of this listener: it waits for barriers it sent itself.
  const barriers = new NotifyBarriers();
  const customers: { id: string; project: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    unlisten = await t.database.listen(dataChangeChannel, {
      onNotification: (payload) => {
        if (!barriers.heard(payload)) {
          heard.push(payload);
        }
      },
      onListening: () => undefined,
    });
    for (const email of ['notice-a@example.com', 'notice-b@example.com']) {
      const { cookies, user } = await signUpCustomer(t.app, email);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/project/${user._id}`,
        cookies,
        payload: { service: 'landscaping', budget: '2-3L', desc: email },
      });
      customers.push({ id: user._id, project: res.json<{ _id: string }>()._id });
    }
  });
  afterAll(async () => {
    await unlisten();
    await t.close();
  });

  const allHeard = async () =>
    expect(await barriers.wait(notifier(t.app, dataChangeChannel), 5000)).toBe(true);
  /** The notices of what `change` did, in the order heard, barriers left out. */
  const noticesOf = async (change: () => Promise<unknown>) => {
    await allHeard();
    heard = [];
    await change();
    await allHeard();
    return heard.filter((payload) => !payload.startsWith('barrier:'));
  };
  const a = () => customers[0]!;
  const b = () => customers[1]!;

  it('names each project a statement changed, and its customer', async () => {
    const { db } = t.database;
    const both = await noticesOf(() =>
      db
        .update(projects)
        .set({ area: '40 m²' })
        .where(inArray(projects.id, [a().project, b().project])),
    );
    expect(both.sort()).toEqual(
      [`projects:${a().project}:${a().id}`, `projects:${b().project}:${b().id}`].sort(),
    );
    expect(
      await noticesOf(() =>
        db.insert(siteVisits).values({ projectId: a().project, slots: [new Date()] }),
      ),
    ).toEqual([`site_visits:${a().project}:${a().id}`]);
    // An upsert that updates (modules/execution/steps/propose-visit.ts) is heard as an update.
    expect(
      await noticesOf(() =>
        db
          .insert(siteVisits)
          .values({ projectId: a().project, slots: [new Date()] })
          .onConflictDoUpdate({ target: siteVisits.projectId, set: { slots: [new Date()] } }),
      ),
    ).toEqual([`site_visits:${a().project}:${a().id}`]);
    expect(
      await noticesOf(() => db.delete(siteVisits).where(eq(siteVisits.projectId, a().project))),
    ).toEqual([`site_visits:${a().project}:${a().id}`]);
  });

  it('names the customer before and after, were a project to change hands', async () => {
    const notices = await noticesOf(() =>
      t.database.db.transaction(async (tx) => {
        await tx.update(projects).set({ clientId: b().id }).where(eq(projects.id, a().project));
        await tx.update(projects).set({ clientId: a().id }).where(eq(projects.id, a().project));
      }),
    );
    expect([...new Set(notices)].sort()).toEqual(
      [`projects:${a().project}:${a().id}`, `projects:${a().project}:${b().id}`].sort(),
    );
  });

  it('says nothing of a statement that changed no row', async () => {
    expect(
      await noticesOf(() =>
        t.database.db
          .update(projects)
          .set({ area: 'x' })
          .where(sql`false`),
      ),
    ).toEqual([]);
  });

  it('names the whole table for a table of no project, for TRUNCATE and for many projects', async () => {
    const { db } = t.database;
    expect(
      await noticesOf(() => db.update(users).set({ city: 'Pune' }).where(eq(users.id, a().id))),
    ).toEqual(['users']);
    expect(await noticesOf(() => db.execute(sql`truncate "ratings"`))).toEqual(['ratings']);
    // 101 projects in one statement: one notice of the table, not 101 of projects.
    expect(
      await noticesOf(() =>
        db.execute(sql`
          insert into "projects" ("client_id", "service", "budget", "description")
          select ${a().id}, 'landscaping', '2-3L', 'bulk ' || n from generate_series(1, 101) n`),
      ),
    ).toEqual(['projects']);
  });

  it('names the whole table for rows whose project went in the same transaction', async () => {
    const { db } = t.database;
    const [doomed] = await db
      .insert(projects)
      .values({ clientId: b().id, service: 'landscaping', budget: '2-3L', desc: 'doomed' })
      .returning({ id: projects.id });
    await db.insert(siteVisits).values({ projectId: doomed!.id, slots: [new Date()] });
    const notices = await noticesOf(() => db.delete(projects).where(eq(projects.id, doomed!.id)));
    expect(notices.sort()).toEqual([`projects:${doomed!.id}:${b().id}`, 'site_visits'].sort());
  });
});
