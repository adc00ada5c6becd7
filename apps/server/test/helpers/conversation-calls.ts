import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import type { ProjectMessage } from '@greenscape/shared/schemas/execution';
import { outboundMessages, projectMessages } from '../../src/db/schema/index';
import type { Actor, World } from '../security/world';
import type { Cookies } from './auth';
import type { TestApp } from './test-app';

// The calls conversation.test.ts (who takes part, what they read) and conversation-limits.test.ts
// (how often it reaches people) make on a project's conversation, through HTTP.

type Feed = {
  unread: number;
  unreadMessages: number;
  items: { kind: string; text: string; read: boolean }[];
};

const roleOf: Record<Exclude<Actor, 'anonymous'>, string> = {
  customerA: 'user',
  customerB: 'user',
  partnerInvited: 'service-provider',
  partnerOther: 'service-provider',
  supplier: 'supplier',
  admin: 'admin',
};

export function conversationCalls(app: () => TestApp, world: () => World) {
  /** Every answer body the tests saw, to look for phones and e-mails at the end. */
  const seen: string[] = [];

  const inject = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookies: Cookies,
    payload?: unknown,
  ) => {
    const res = await app().app.inject({
      method,
      url,
      cookies,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    seen.push(res.body);
    return res;
  };
  const url = (projectId = world().projectId) => `/api/projects/${projectId}/messages`;
  const send = (actor: Actor, payload: unknown, projectId?: string) =>
    inject('POST', url(projectId), world().cookies[actor], payload);
  const list = (actor: Actor, before?: string, projectId?: string) =>
    inject(
      'GET',
      `${url(projectId)}${before === undefined ? '' : `?before=${encodeURIComponent(before)}`}`,
      world().cookies[actor],
    );
  const page = async (actor: Actor, before?: string, projectId?: string) => {
    const res = await list(actor, before, projectId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProjectMessage[]>();
  };
  const read = (actor: Actor, projectId?: string) =>
    inject('PUT', `${url(projectId)}/read`, world().cookies[actor]);
  // The panel's feed; the badge every page reads must count as it does.
  const bell = async (actor: Exclude<Actor, 'anonymous'>) => {
    const cookies = world().cookies[actor];
    const res = await inject('GET', `/api/notifications?role=${roleOf[actor]}`, cookies);
    expect(res.statusCode, res.body).toBe(200);
    const feed = res.json<Feed>();
    const badge = await inject('GET', `/api/notifications/unread?role=${roleOf[actor]}`, cookies);
    expect(badge.statusCode, badge.body).toBe(200);
    expect(badge.json()).toEqual({ unread: feed.unread, unreadMessages: feed.unreadMessages });
    return feed;
  };
  const messageCount = async () =>
    (await app().database.db.select({ id: projectMessages.id }).from(projectMessages)).length;
  /** The SMS and e-mails about conversations kept for a recipient (phone or e-mail). */
  const channelMessages = async (to: string) =>
    app()
      .database.db.select({ id: outboundMessages.id })
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.recipient, to),
          like(outboundMessages.text, `%${messages.notifyNewMessage}%`),
        ),
      );
  return { seen, inject, url, send, list, page, read, bell, messageCount, channelMessages };
}
