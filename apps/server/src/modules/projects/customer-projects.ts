import { and, desc, eq, sql } from 'drizzle-orm';
import type { Project } from '@greenscape/shared/schemas/projects';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { projects, ratings } from '../../db/schema/index';
import { allocationsOf, projectJson } from './project-json';

/** The customer's projects, newest first (at most 100), as the customer sees them. */
export async function customerProjects(db: Database, clientId: string): Promise<Project[]> {
  const rows = await prepared(db, 'customer_projects', (d) =>
    d
      .select()
      .from(projects)
      .where(eq(projects.clientId, sql.placeholder('clientId')))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(100)
      .prepare('customer_projects'),
  ).execute({ clientId });
  const allocations = await allocationsOf(
    db,
    rows.filter((r) => r.visibleToClient).map((r) => r.id),
  );
  return rows.map((row) => projectJson(row, allocations.get(row.id) ?? [], 'customer'));
}

/** One of the customer's projects with its rating, or undefined when it is not theirs. */
export async function customerProject(
  db: Database,
  projectId: string,
  clientId: string,
): Promise<Project | undefined> {
  const [row] = await prepared(db, 'customer_project', (d) =>
    d
      .select()
      .from(projects)
      .where(
        and(
          eq(projects.id, sql.placeholder('projectId')),
          eq(projects.clientId, sql.placeholder('clientId')),
        ),
      )
      .prepare('customer_project'),
  ).execute({ projectId, clientId });
  if (!row) {
    return undefined;
  }
  const allocations = await allocationsOf(db, [row.id]);
  const [rating] = await prepared(db, 'project_rating', (d) =>
    d
      .select({ stars: ratings.stars, comment: ratings.comment })
      .from(ratings)
      .where(eq(ratings.projectId, sql.placeholder('projectId')))
      .prepare('project_rating'),
  ).execute({ projectId: row.id });
  return {
    ...projectJson(row, allocations.get(row.id) ?? [], 'customer'),
    rating: rating ?? null,
  };
}
