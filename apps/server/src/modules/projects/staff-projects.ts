import { and, between, desc, eq, ilike, inArray, like, sql, type SQL } from 'drizzle-orm';
import { projectRefPattern } from '@greenscape/shared/schemas/projects';
import type { ProjectListType, StaffProject } from '@greenscape/shared/schemas/admin';
import type { Database } from '../../db/client';
import { projects, users } from '../../db/schema/index';
import { literalLimit, prepared } from '../../db/prepared';
import { beforePlaceholders, cursorParams, decodeCursor, pageOf } from '../../lib/keyset';
import { escapeLike } from '../../lib/sql-like';
import { type ProjectWithFacts, allocationsFrom, projectWithFacts, withProjects } from '../kernel';
import { projectJson } from './project-json';

const statusOf: Record<ProjectListType, string> = {
  new: 'New',
  inprogress: 'In Progress',
  completed: 'Completed',
};

// A staff row: the project, its customer's name and the facts its answer needs, in one query.
const staffColumns = { ...projectWithFacts, clientName: users.name };

function staffJson(
  rows: ReturnType<typeof withProjects<ProjectWithFacts & { clientName: string | null }>>,
): StaffProject[] {
  return rows.map(({ read, project }) =>
    projectJson(project, allocationsFrom(read, project.id), 'staff', {
      clientName: read.clientName,
    }),
  );
}

/**
 * One tab of projects by status, newest first, a keyset page at a time
 * (docs/product.md#pagination).
 */
export async function projectsByStatus(
  db: Database,
  type: ProjectListType,
  cursor: string | undefined,
  limit: number,
) {
  const rows = await prepared(db, `staff_tab_page_${limit + 1}`, (d) =>
    d
      .select(staffColumns)
      .from(projects)
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(
        and(
          eq(projects.status, sql.placeholder('status')),
          beforePlaceholders(projects.createdAt, projects.id),
        ),
      )
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(literalLimit(limit + 1))
      .prepare(`staff_tab_page_${limit + 1}`),
  ).execute({ status: statusOf[type], ...cursorParams(decodeCursor(cursor)) });
  const page = pageOf(withProjects(rows), limit);
  return { items: staffJson(page.items), next: page.next };
}

export async function staffProject(
  db: Database,
  projectId: string,
): Promise<StaffProject | undefined> {
  // Prepared (db/prepared.ts): planning its fact subqueries anew cost PostgreSQL more than
  // running them, and Drizzle rebuilt the statement every time (docs/performance.md).
  const rows = await prepared(db, 'staff_project', (d) =>
    d
      .select(staffColumns)
      .from(projects)
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(eq(projects.id, sql.placeholder('id')))
      .prepare('staff_project'),
  ).execute({ id: projectId });
  return staffJson(withProjects(rows))[0];
}

/**
 * The search icon: a project id or reference (or its start), or a customer's name or phone
 * (docs/product.md#admin-tools).
 */
export async function searchProjects(db: Database, q: string): Promise<StaffProject[]> {
  const text = q.trim();
  if (!text) {
    return [];
  }
  // The reference a customer reads out, whole or its start ('GS-2611'); its digits
  // are not a phone number.
  if (/^gs-[0-9-]{0,12}$/i.test(text)) {
    const ref = text.toUpperCase();
    return projectsWhere(
      db,
      projectRefPattern.test(ref) ? eq(projects.ref, ref) : like(projects.ref, `${ref}%`),
    );
  }
  const digits = text.replace(/\D/g, '');
  // The name and the phone each along its trigram index (migration 0021), hence a union, not an OR.
  const byName = db
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.name, `%${escapeLike(text)}%`));
  const matchingClients =
    digits.length >= 4
      ? byName.union(
          db
            .select({ id: users.id })
            .from(users)
            .where(ilike(users.phone, `%${digits}%`)),
        )
      : byName;
  const byClient = inArray(projects.clientId, matchingClients);
  const byId = idPrefix(text);
  if (!byId) {
    return projectsWhere(db, byClient);
  }
  // Each side along its own index (the primary key, projects_client_idx); an OR of the two would
  // read every project.
  const ids = db
    .select({ id: projects.id })
    .from(projects)
    .where(byId)
    .union(db.select({ id: projects.id }).from(projects).where(byClient));
  return projectsWhere(db, inArray(projects.id, ids));
}

/**
 * The ids that start with the text, as a range of the primary key: `id::text like 'ab12%'` read
 * every project. Undefined when the text cannot start an id (a dash where no id has one).
 */
export function idPrefix(text: string): SQL | undefined {
  if (!/^[0-9a-f-]{4,36}$/i.test(text)) {
    return undefined;
  }
  const typed = text.toLowerCase();
  const hex = typed.replace(/-/g, '');
  const asUuid = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
  const first = asUuid(hex.padEnd(32, '0'));
  if (hex.length > 32 || !first.startsWith(typed)) {
    return undefined;
  }
  return between(projects.id, first, asUuid(hex.padEnd(32, 'f')));
}

/** The search's answer: the newest 20 matching projects with their customers' names. */
async function projectsWhere(db: Database, where: SQL | undefined): Promise<StaffProject[]> {
  const rows = await db
    .select(staffColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.clientId))
    .where(where)
    .orderBy(desc(projects.createdAt))
    .limit(20);
  return staffJson(withProjects(rows));
}
