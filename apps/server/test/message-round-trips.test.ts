import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildWorld, type World } from './security/world';

// Issue 22: a message is the busiest write, and every statement of it is a round trip to
// PostgreSQL that waits its turn for a connection under load. The quota is counted inside the
// message's own transaction (lib/hourly-quota.ts), the project's reference comes with its row, and
// the notices are one insert that skips whoever has one (conversation/tell-participants.ts).

describe('what a message costs the database', () => {
  let t: TestApp;
  let w: World;
  let statements: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { onQuery: (text) => statements.push(text) });
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  const send = (text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${w.projectId}/messages`,
      cookies: w.cookies.admin,
      payload: { text },
    });

  it('takes 12 statements (besides its one begin and commit), its notices in one', async () => {
    expect((await send('First')).statusCode).toBe(201);
    statements = [];
    expect((await send('Second')).statusCode).toBe(201);
    const notices = statements.filter((s) => /^insert into "notifications"/.test(s));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/on conflict .* do nothing/);
    expect(statements.filter((s) => /pg_advisory_xact_lock/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /^select "ref" from "projects"/.test(s))).toEqual([]);
    // One transaction, whose begin and commit Drizzle logs on PostgreSQL but not on PGlite: 14
    // round trips in all, where it was 20 (two more transactions, the reference, the notices' lock
    // and their read).
    const work = statements.filter((s) => !/^(begin|commit)$/.test(s.trim()));
    expect(statements.length - work.length).toBeLessThanOrEqual(2);
    expect(work.length, work.join('\n')).toBeLessThanOrEqual(12);
  });
});
