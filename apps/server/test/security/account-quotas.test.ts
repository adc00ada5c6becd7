import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { adminSession, signUpCustomer } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Each project and support message e-mails every admin, so one account may make
// only so many an hour (10 projects and 20 messages by default), counted before the work so a
// burst sent at once is held too.
describe('hourly limits per customer account', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
  });
  afterAll(() => t.close());

  const adminInbox = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications?role=admin',
        cookies: admin.cookies,
      })
    ).json<{ items: { kind: string }[] }>();

  it('takes 10 projects an hour from one account, even 30 sent at once', async () => {
    const { user, cookies } = await signUpCustomer(t.app, 'burst-projects@example.com');
    const create = (desc: string, photos: string[] = []) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/project/${user._id}`,
        cookies,
        payload: { service: 'landscaping', budget: '2-3L', desc, photos },
      });
    // A refused creation (a photo not the caller's) uses up nothing.
    const refused = await create('not mine', ['00000000-0000-4000-8000-000000000000']);
    expect(refused.statusCode).toBe(403);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => create(`Lawn ${i}`)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(results.find((r) => r.statusCode === 429)!.json()).toEqual({
      message: messages.tooManyProjects,
      code: 'tooManyProjects',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/user/allprojects/${user._id}`,
      cookies,
    });
    expect(list.json()).toHaveLength(10);
    const inbox = await adminInbox();
    expect(inbox.items.filter((n) => n.kind === 'New project')).toHaveLength(10);
    // Another customer is not held by the first one's burst.
    const other = await signUpCustomer(t.app, 'calm-projects@example.com');
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${other.user._id}`,
      cookies: other.cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'One lawn' },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('takes 20 support messages an hour from one account, even 30 sent at once', async () => {
    const { cookies } = await signUpCustomer(t.app, 'burst-support@example.com');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/support',
          cookies,
          payload: { message: `Question ${i}` },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(results.find((r) => r.statusCode === 429)!.json()).toEqual({
      message: messages.tooManySupportMessages,
      code: 'tooManySupportMessages',
    });
  });
});
