import { and, eq, inArray, sql } from 'drizzle-orm';
import type { onRequestAsyncHookHandler } from 'fastify';
import { roles, type Role } from '@greenscape/shared/schemas/auth';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { projectAttachments, projects } from '../../db/schema/index';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { readSession } from '../sessions';
import type { Caller } from './guards';

// The people taking part in a project after the pick (docs/product.md#after-the-pick):
// its customer, every admin, and its selected partner from the pick on. The routes under
// /projects/:projectId/ serve them whatever their role, so this guard picks the session.

/** The roles that may ever take part in a project's job; a supplier never does. */
export const participantRoles = ['user', 'admin', 'service-provider'] as const;
export type ParticipantRole = (typeof participantRoles)[number];
export type Participant = { role: ParticipantRole; id: string };

/** A project's people as its row names them. */
export type ProjectPeople = { clientId: string; selectedPartnerId: string | null };

/**
 * Whether someone takes part in the project: every admin, its customer, and its selected partner
 * once there is one. The one place it is said; the guard below, the conversation
 * (conversation/send-message.ts) and the notices (participantsOf) read it.
 */
export function isParticipant(project: ProjectPeople, who: { role: string; id: string }): boolean {
  switch (who.role) {
    case 'admin':
      return true;
    case 'user':
      return project.clientId === who.id;
    case 'service-provider':
      return project.selectedPartnerId === who.id;
    default:
      return false;
  }
}

/**
 * The project's participants but the team: its customer and its selected partner, if any (the
 * team is every admin, which the caller reads once: notifications/notify.ts allAdmins).
 */
export function participantsOf(project: ProjectPeople): {
  customer: Participant;
  partner: Participant | null;
} {
  return {
    customer: { role: 'user', id: project.clientId },
    partner: project.selectedPartnerId
      ? { role: 'service-provider', id: project.selectedPartnerId }
      : null,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who was found taking part, per database. Taking part only ever grows: a project keeps its
 * customer, every admin takes part in all, and the pick that names the partner is final
 * (packages/shared/src/workflow.ts, canPickQuotation). So a yes may be remembered, and a read
 * answered from the read cache needs no database at all; a no is always asked again (the pick may
 * have come since). Bounded: the oldest yes goes first.
 */
const knownParticipants = new WeakMap<Database, Map<string, true>>();
const rememberedAtMost = 20_000;

/** Whether the caller takes part in the project (an unknown project: nobody does). */
export async function takesPart(db: Database, caller: Caller, projectId: string): Promise<boolean> {
  if (!uuidPattern.test(projectId)) {
    return false;
  }
  let known = knownParticipants.get(db);
  if (!known) {
    known = new Map();
    knownParticipants.set(db, known);
  }
  const key = `${projectId.toLowerCase()} ${caller.role} ${caller.id}`;
  if (known.has(key)) {
    return true;
  }
  const yes = await asked(db, caller, projectId);
  if (yes) {
    if (known.size >= rememberedAtMost) {
      known.delete(known.keys().next().value!);
    }
    known.set(key, true);
  }
  return yes;
}

async function asked(db: Database, caller: Caller, projectId: string): Promise<boolean> {
  // Every participant read and step passes here first: a prepared statement (db/prepared.ts).
  const [row] = await prepared(db, 'takes_part', (d) =>
    d
      .select({ clientId: projects.clientId, partnerId: projects.selectedPartnerId })
      .from(projects)
      .where(eq(projects.id, sql.placeholder('id')))
      .prepare('takes_part'),
  ).execute({ id: projectId });
  return (
    row !== undefined &&
    isParticipant({ clientId: row.clientId, selectedPartnerId: row.partnerId }, caller)
  );
}

/**
 * The guard of a project's sub-resources (`/projects/:projectId/...`). It runs on request, before
 * the body is read or validated. Which session: the role `?role=` names (a browser may hold several),
 * else the first of `allowed` whose account takes part in the project. Refusals as
 * docs/product.md#after-the-pick settles them: no session 401; only sessions of roles that may
 * never do this step 403; a session of an allowed role that does not take part 404, so a stranger
 * learns nothing, not even that the project exists.
 */
export function requireParticipant(allowed: readonly ParticipantRole[]): onRequestAsyncHookHandler {
  return async (request) => {
    const { projectId } = (request.params ?? {}) as { projectId?: string };
    const asked = (request.query as { role?: unknown } | undefined)?.role;
    const named = roles.find((role) => role === asked);
    const candidates: readonly Role[] = named ? [named] : roles;
    let signedIn = false;
    let allowedRoleSignedIn = false;
    for (const role of candidates) {
      const session = await readSession(request, role);
      if (!session) {
        continue;
      }
      signedIn = true;
      if (!(allowed as readonly Role[]).includes(role)) {
        continue;
      }
      allowedRoleSignedIn = true;
      const caller = { role, id: session.accountId };
      if (
        projectId !== undefined &&
        (await takesPart(request.server.database.db, caller, projectId))
      ) {
        request.caller = caller;
        request.auditProjectId = projectId;
        return;
      }
    }
    if (!signedIn) {
      throw unauthorized();
    }
    throw allowedRoleSignedIn ? notFound() : forbidden();
  };
}

/** Marks photos as the project's, so that everyone taking part may see them (uploads/view-upload.ts). */
export async function attachToProject(
  db: Pick<Database, 'insert'>,
  projectId: string,
  uploadIds: readonly string[],
): Promise<void> {
  if (uploadIds.length === 0) {
    return;
  }
  await db
    .insert(projectAttachments)
    .values(uploadIds.map((uploadId) => ({ uploadId, projectId })))
    .onConflictDoNothing();
}

/**
 * Whether any session of the request takes part in a project this upload is attached to: the
 * photos of a visit report, a proof, a change request or a message. isParticipant's rule, said in
 * SQL over all the attachment's projects at once.
 */
export async function seesAttachment(
  db: Database,
  sessions: readonly Caller[],
  uploadId: string,
): Promise<boolean> {
  const ids = (role: Role) => sessions.filter((s) => s.role === role).map((s) => s.id);
  const customers = ids('user');
  const partners = ids('service-provider');
  if (ids('admin').length === 0 && customers.length === 0 && partners.length === 0) {
    return false;
  }
  if (ids('admin').length > 0) {
    const [any] = await db
      .select({ id: projectAttachments.projectId })
      .from(projectAttachments)
      .where(eq(projectAttachments.uploadId, uploadId))
      .limit(1);
    return any !== undefined;
  }
  const [seen] = await db
    .select({ id: projects.id })
    .from(projectAttachments)
    .innerJoin(projects, eq(projects.id, projectAttachments.projectId))
    .where(
      and(
        eq(projectAttachments.uploadId, uploadId),
        sql`(${customers.length > 0 ? inArray(projects.clientId, customers) : sql`false`} or ${
          partners.length > 0 ? inArray(projects.selectedPartnerId, partners) : sql`false`
        })`,
      ),
    )
    .limit(1);
  return seen !== undefined;
}
