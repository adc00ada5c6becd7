import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { releaseQuotations, sendDesigns, sessionOf } from './helpers/workflow-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildWorld, type World } from './security/world';

// Writes are the dearest requests, and every statement of one is a round trip to
// PostgreSQL that waits its turn for a connection under load. These pin what the busiest writes of
// the real-traffic bench cost, by the statements Drizzle runs for them.

/** Drizzle logs a transaction's begin and commit on PostgreSQL but not on PGlite. */
const work = (statements: string[]) => statements.filter((s) => !/^(begin|commit)$/.test(s.trim()));

describe('what the busiest writes cost the database', () => {
  let t: TestApp;
  let w: World;
  let statements: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { onQuery: (text) => statements.push(text) });
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  it('a message: 12 statements in one transaction, its notices in one insert', async () => {
    const send = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${w.projectId}/messages`,
        cookies: w.cookies.admin,
        payload: { text },
      });
    expect((await send('First')).statusCode).toBe(201);
    statements = [];
    expect((await send('Second')).statusCode).toBe(201);
    // The quota is counted inside the message's own transaction (lib/hourly-quota.ts), the
    // project's reference comes with its row, and the notices skip whoever has one
    // (conversation/tell-participants.ts): 14 round trips in all, where it was 20.
    const notices = statements.filter((s) => /^insert into "notifications"/.test(s));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/on conflict .* do nothing/);
    expect(statements.filter((s) => /pg_advisory_xact_lock/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /^select "ref" from "projects"/.test(s))).toEqual([]);
    expect(statements.length - work(statements).length).toBeLessThanOrEqual(2);
    expect(work(statements).length, statements.join('\n')).toBeLessThanOrEqual(12);
  });

  it('a pick: 20 statements, its allocations read once with the lock, three notices in one insert', async () => {
    const [customer] = await t.database.db
      .insert(users)
      .values({ name: 'Asha', email: 'asha-picks@example.com', phone: '+917700000123' })
      .returning({ id: users.id });
    const cookies = await sessionOf(t.app, { role: 'user', id: customer!.id });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${customer!.id}`,
      cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'Back garden' },
    });
    expect(created.statusCode).toBe(201);
    const projectId = created.json<{ _id: string }>()._id;
    await sendDesigns(t.app, projectId);
    await releaseQuotations(t.app, projectId, { count: 2 });
    statements = [];
    const picked = await t.app.inject({
      method: 'PUT',
      url: `/api/user/project/quotation/${projectId}/${customer!.id}`,
      cookies,
      payload: { num: 1 },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    // The team, the chosen partner and the other one, each told in one batch (notify.ts notifyAll).
    expect(statements.filter((s) => /^insert into "notifications"/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /^insert into "outbound_messages"/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /for update/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /from partner_quotations q/.test(s))).toHaveLength(2);
    // The step has the project's reference: the notices do not read it again.
    expect(statements.filter((s) => /^select "id", "ref" from "projects"/.test(s))).toEqual([]);
    // Where it was 28: the allocations read three times, three notices of six statements each.
    // Three of them fix the picked quotation as a document (documents/quotation-data.ts): the
    // quotation with its customer, its lines, the row that keeps them.
    expect(work(statements).length, statements.join('\n')).toBeLessThanOrEqual(20);
  });
});
