import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@greenscape/shared/schemas/auth';
import { site } from '@greenscape/shared/site';
import { messages } from '@greenscape/shared/messages';
import {
  admins,
  notifications,
  projects,
  serviceProviders,
  suppliers,
  users,
} from '../../db/schema/index';

export type Recipient = { role: Role; id: string };
export type Notice = { kind: string; text: string; projectId?: string; sms?: boolean };

/** Every admin: the Greenscape team acts on new projects, picks and submissions. */
export async function allAdmins(app: FastifyInstance): Promise<Recipient[]> {
  const rows = await app.database.db.select({ id: admins.id }).from(admins);
  return rows.map((r) => ({ role: 'admin' as const, id: r.id }));
}

async function refOf(app: FastifyInstance, projectId: string): Promise<string | undefined> {
  const [row] = await app.database.db
    .select({ ref: projects.ref })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.ref;
}

async function contactOf(
  app: FastifyInstance,
  recipient: Recipient,
): Promise<{ phone: string | null; email: string | null }> {
  const { db } = app.database;
  const table =
    recipient.role === 'user'
      ? users
      : recipient.role === 'service-provider'
        ? serviceProviders
        : recipient.role === 'supplier'
          ? suppliers
          : undefined;
  if (!table) {
    const [admin] = await db
      .select({ email: admins.email })
      .from(admins)
      .where(eq(admins.id, recipient.id));
    return { phone: null, email: admin?.email ?? null };
  }
  const [row] = await db
    .select({ phone: table.phone, email: table.email })
    .from(table)
    .where(eq(table.id, recipient.id));
  return { phone: row?.phone ?? null, email: row?.email ?? null };
}

/**
 * Tells whoever must act next (docs/product.md#notifications): an in-app notification, and an SMS
 * (or, without a
 * phone, an e-mail) through the messaging adapter. Called after the workflow step committed; a
 * message that cannot be sent is kept for retry and never undoes the step.
 */
export async function notify(
  app: FastifyInstance,
  recipients: Recipient[],
  notice: Notice,
): Promise<void> {
  if (recipients.length === 0) {
    return;
  }
  const ref = notice.projectId ? await refOf(app, notice.projectId) : undefined;
  // Issue 18.12: a text about a project names it by the reference people can read out.
  const about = ref ? `${notice.text} (${messages.projectRefLabel} ${ref})` : notice.text;
  await app.database.db.insert(notifications).values(
    recipients.map((r) => ({
      recipientRole: r.role,
      recipientId: r.id,
      kind: notice.kind,
      text: about,
      projectId: notice.projectId ?? null,
    })),
  );
  if (notice.sms === false) {
    return;
  }
  for (const recipient of recipients) {
    const contact = await contactOf(app, recipient);
    const text = `${site.name}: ${about}`;
    if (contact.phone) {
      await app.sendMessage({ channel: 'sms', to: contact.phone, text });
    } else if (contact.email) {
      await app.sendMessage({
        channel: 'email',
        to: contact.email,
        subject: `${site.name}: ${notice.kind}${ref ? ` · ${ref}` : ''}`,
        text,
      });
    }
  }
}

export async function partnersOf(app: FastifyInstance, ids: string[]): Promise<Recipient[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await app.database.db
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(inArray(serviceProviders.id, ids));
  return rows.map((r) => ({ role: 'service-provider' as const, id: r.id }));
}
