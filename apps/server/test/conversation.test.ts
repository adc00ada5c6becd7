import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import type { ProjectMessage } from '@greenscape/shared/schemas/execution';
import { admins, auditEvents, projectMessages } from '../src/db/schema/index';
import { messageNoticeKind } from '../src/modules/notifications/message-notices';
import { conversationCalls } from './helpers/conversation-calls';
import { uploadImages, uploadPhotos } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';
import { costAll, releaseToCustomer } from './helpers/workflow-fixtures';
import { buildWorld, type World } from './security/world';

// As docs/product.md#conversation settles it: one conversation per
// project for its customer, the team and, from the pick on, its selected partner. How often it
// reaches people by SMS or e-mail, and the hourly quota, are conversation-limits.test.ts's.

describe('the project conversation', () => {
  let t: TestApp;
  let w: World;
  const { seen, inject, url, send, list, page, read, bell, messageCount } = conversationCalls(
    () => t,
    () => w,
  );
  beforeAll(async () => {
    // The paging test writes 120 messages from two accounts; the hourly quota has its own test.
    t = await createTestApp({ MESSAGES_PER_HOUR: '1000' });
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  it('refuses callers who do not take part: 401 without a session, 403 a supplier, 404 strangers', async () => {
    const body = { text: 'Hello' };
    for (const [method, path, payload] of [
      ['GET', url(), undefined],
      ['POST', url(), body],
      ['PUT', `${url()}/read`, undefined],
    ] as const) {
      expect((await inject(method, path, {}, payload)).statusCode).toBe(401);
      expect((await inject(method, path, w.cookies.supplier, payload)).statusCode).toBe(403);
      // Another customer, a partner not (yet) selected, a partner never invited.
      for (const actor of ['customerB', 'partnerInvited', 'partnerOther'] as const) {
        const res = await inject(method, path, w.cookies[actor], payload);
        expect(res.statusCode, `${method} ${path} as ${actor}`).toBe(404);
      }
      // A project that does not exist, even for the team.
      const missing = path.replace(w.projectId, randomUUID());
      for (const actor of ['customerA', 'admin'] as const) {
        expect((await inject(method, missing, w.cookies[actor], payload)).statusCode).toBe(404);
      }
    }
    // Who is refused learns nothing from the body either (docs/security.md).
    expect((await send('customerB', { text: '' })).statusCode).toBe(404);
    expect(await messageCount()).toBe(0);
  });

  it('refuses bad messages with 400, and photos that are not the caller’s own with 403', async () => {
    const code = async (payload: unknown) => {
      const res = await send('customerA', payload);
      return [res.statusCode, res.json<{ code: string }>().code];
    };
    expect(await code({ text: '' })).toEqual([400, 'messageTextRequired']);
    expect(await code({ text: '   \n ' })).toEqual([400, 'messageTextRequired']);
    expect(await code({})).toEqual([400, 'messageTextRequired']);
    expect((await send('customerA', { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    const six = await uploadPhotos(t.app, w.cookies.customerA, 6, 'work-photo');
    expect(await code({ text: 'Photos', photos: six })).toEqual([400, 'tooManyMessagePhotos']);
    expect(await code({ text: 'Photos', photos: 'abc' })).toEqual([400, 'photosInvalid']);
    expect((await send('customerA', { text: 'Photo', photos: ['not-a-photo'] })).statusCode).toBe(
      400,
    );
    const [others] = await uploadPhotos(t.app, w.cookies.customerB, 1, 'work-photo');
    expect(await code({ text: 'Not mine', photos: [others] })).toEqual([403, 'notYourUpload']);
    // A mix of one's own and another's is refused as a whole.
    expect(await code({ text: 'Mixed', photos: [six[0], others] })).toEqual([403, 'notYourUpload']);
    expect(await messageCount()).toBe(0);
  });

  it('lets the customer and the team write and read, with photos as URLs', async () => {
    const photos = await uploadImages(t.app, w.cookies.customerA, 2, 'work-photo');
    const sent = await send('customerA', {
      text: '  Can the lawn start next week?  ',
      // By URL and by id, as the upload answered them.
      photos: [photos[0]!.url, photos[1]!.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mine = sent.json<ProjectMessage>();
    expect(mine).toMatchObject({
      author: { role: 'customer', name: 'Owner A' },
      text: 'Can the lawn start next week?',
      photos: photos.map((p) => `/api/files/${p.id}`),
    });
    // The team sees the customer's photos now that they are the project's.
    const photo = await inject('GET', mine.photos[0]!, w.cookies.admin);
    expect(photo.statusCode).toBe(200);

    const [admin] = await t.database.db
      .select({ name: admins.name })
      .from(admins)
      .where(eq(admins.id, w.ids.admin));
    const reply = await send('admin', { text: 'Yes, on Monday.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<ProjectMessage>().author).toEqual({ role: 'admin', name: admin!.name });

    for (const actor of ['customerA', 'admin'] as const) {
      const messages = await page(actor);
      expect(messages.map((m) => m.text)).toEqual([
        'Yes, on Monday.',
        'Can the lawn start next week?',
      ]);
      expect(messages[1]).toEqual(mine);
    }
    // Each message left its line in the project's audit trail, as its author.
    const trail = await t.database.db
      .select({ role: auditEvents.actorRole, status: auditEvents.statusCode })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.projectId, w.projectId),
          eq(auditEvents.action, 'Wrote in the conversation'),
        ),
      );
    // The refused tries with another's photo are kept too (modules/audit/audit-hook.ts).
    expect(trail.map((e) => `${e.role} ${e.status}`).sort()).toEqual([
      'admin 201',
      'user 201',
      'user 403',
      'user 403',
    ]);
  });

  it('refuses a cursor that is not a message of this conversation, and pages with one that is', async () => {
    const other = await send('customerA', { text: 'About the back yard' }, w.newProjectId);
    expect(other.statusCode).toBe(201);
    for (const before of [
      'nonsense',
      '',
      randomUUID(),
      other.json<ProjectMessage>()._id,
      '2026-13-45T99:00:00Z',
    ]) {
      const res = await list('customerA', before);
      expect(res.statusCode, before).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalidMessageCursor',
        message: messages.invalidMessageCursor,
      });
    }
    const [newest, older] = await page('admin');
    expect((await page('admin', newest!._id)).map((m) => m._id)).toEqual([older!._id]);
    expect(await page('admin', older!._id)).toEqual([]);
    // An instant: the messages written before it.
    expect(await page('admin', '2000-01-01T00:00:00Z')).toEqual([]);
    expect((await page('admin', '2999-01-01T00:00:00+05:30')).length).toBe(2);
  });

  it('shows the selected partner the messages from the pick on, and lets them write', async () => {
    const before = await page('customerA');
    await costAll(t.app, w.projectId);
    await releaseToCustomer(t.app, w.projectId);
    const picked = await inject(
      'PUT',
      `/api/user/project/quotation/${w.projectId}/${w.ids.customerA}`,
      w.cookies.customerA,
      { num: 1 },
    );
    expect(picked.statusCode, picked.body).toBe(200);

    expect(await page('partnerInvited')).toEqual([]);
    expect((await list('partnerOther')).statusCode).toBe(404);
    // A message from before the pick is no page mark of the partner's conversation.
    expect((await list('partnerInvited', before[0]!._id)).statusCode).toBe(400);

    const fromPartner = await send('partnerInvited', { text: 'I will bring the turf.' });
    expect(fromPartner.statusCode, fromPartner.body).toBe(201);
    expect(fromPartner.json<ProjectMessage>().author).toEqual({ role: 'partner', name: 'Invited' });
    const welcome = await send('admin', { text: 'Welcome to the project.' });
    expect(welcome.statusCode).toBe(201);

    expect((await page('partnerInvited')).map((m) => m.text)).toEqual([
      'Welcome to the project.',
      'I will bring the turf.',
    ]);
    expect((await page('customerA')).map((m) => m.text)).toEqual([
      'Welcome to the project.',
      'I will bring the turf.',
      'Yes, on Monday.',
      'Can the lawn start next week?',
    ]);
    // The partner's bell counts only what they may read: the team's welcome.
    expect((await bell('partnerInvited')).unreadMessages).toBe(1);
    expect((await read('partnerInvited')).statusCode).toBe(204);
    expect((await bell('partnerInvited')).unreadMessages).toBe(0);
    // The other partner still takes no part.
    expect((await send('partnerOther', { text: 'Me too?' })).statusCode).toBe(404);
  });

  it('counts unread messages in the bell until the conversation is read', async () => {
    expect((await read('customerA')).statusCode).toBe(204);
    const quiet = await bell('customerA');
    expect(quiet.unreadMessages).toBe(0);

    for (const text of ['First', 'Second', 'Third']) {
      expect((await send('admin', { text })).statusCode).toBe(201);
    }
    const loud = await bell('customerA');
    expect(loud.unreadMessages).toBe(3);
    expect(loud.unread).toBe(quiet.unread + 3);
    // One notice points to the conversation, however many messages came.
    const notices = loud.items.filter((i) => i.kind === messageNoticeKind && !i.read);
    expect(notices.length).toBe(1);

    // Opening the panel reads the notices, not the conversation.
    const panel = await inject('POST', '/api/notifications/read', w.cookies.customerA, {
      role: 'user',
    });
    expect(panel.statusCode).toBe(200);
    expect(await bell('customerA')).toMatchObject({ unread: 3, unreadMessages: 3 });

    // One's own messages are never unread; writing marks the rest read.
    expect((await send('customerA', { text: 'Thanks!' })).statusCode).toBe(201);
    expect(await bell('customerA')).toMatchObject({ unread: 0, unreadMessages: 0 });

    expect((await send('partnerInvited', { text: 'Done for today.' })).statusCode).toBe(201);
    expect((await bell('customerA')).unreadMessages).toBe(1);
    const admin = await bell('admin');
    expect(admin.unreadMessages).toBeGreaterThanOrEqual(2);
    const res = await read('customerA');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await bell('customerA')).toMatchObject({ unread: 0, unreadMessages: 0 });
    expect((await read('admin')).statusCode).toBe(204);
    expect((await bell('admin')).unreadMessages).toBe(admin.unreadMessages - 2);
  });

  it('pages 120 messages as 50, 50 and 20, newest first', async () => {
    const project = w.newProjectId;
    const existing = (await page('admin', undefined, project)).length;
    for (let i = 1; i <= 120 - existing; i++) {
      const res = await send(i % 2 ? 'admin' : 'customerA', { text: `Message ${i}` }, project);
      expect(res.statusCode).toBe(201);
    }
    const pages: ProjectMessage[][] = [await page('customerA', undefined, project)];
    for (let i = 0; i < 3; i++) {
      pages.push(await page('customerA', pages.at(-1)!.at(-1)!._id, project));
    }
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20, 0]);
    const all = pages.flat();
    expect(new Set(all.map((m) => m._id)).size).toBe(120);
    const stored = await t.database.db
      .select({ id: projectMessages.id })
      .from(projectMessages)
      .where(eq(projectMessages.projectId, project))
      .orderBy(sql`${projectMessages.createdAt} desc, ${projectMessages.id} desc`);
    expect(all.map((m) => m._id)).toEqual(stored.map((m) => m.id));
    expect(all[0]!.text).toBe(`Message ${120 - existing}`);

    // The bell stops counting at 100 ("99+"), so a long unread conversation costs no more.
    await t.database.db.execute(sql`
      insert into project_messages (project_id, author_role, author_id, author_name, text, photos)
      select ${project}::uuid, 'admin', ${w.ids.admin}::uuid, 'Admin', 'Later ' || g, '{}'
      from generate_series(1, 150) g`);
    expect((await bell('customerA')).unreadMessages).toBe(100);
    expect((await read('customerA', project)).statusCode).toBe(204);
    expect((await bell('customerA')).unreadMessages).toBe(0);
  });

  it('never shows anyone’s phone number or e-mail', async () => {
    // The bells of everyone taking part, too.
    for (const actor of ['customerA', 'admin', 'partnerInvited'] as const) {
      await bell(actor);
    }
    const secrets = [
      '9711000010',
      '9711000001',
      'owner-a@example.com',
      'ops@greenscape.example',
      '@partners.example',
    ];
    expect(seen.length).toBeGreaterThan(100);
    for (const secret of secrets) {
      expect(seen.filter((body) => body.includes(secret))).toEqual([]);
    }
    // Nor are they stored with the messages.
    const rows = await t.database.db.select().from(projectMessages);
    expect(rows.filter((r) => secrets.some((s) => JSON.stringify(r).includes(s)))).toEqual([]);
  });
});
