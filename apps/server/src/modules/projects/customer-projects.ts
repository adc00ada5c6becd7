import { and, desc, eq, sql } from 'drizzle-orm';
import type { Project } from '@greenscape/shared/schemas/projects';
import type { Database } from '../../db/client';
import { literalLimit, prepared } from '../../db/prepared';
import { projects } from '../../db/schema/index';
import { allocationsFrom, projectOf, projectWithFacts } from '../kernel';
import { projectJson } from './project-json';

/** The customer's projects, newest first (at most 100), as the customer sees them: one query. */
export async function customerProjects(db: Database, clientId: string): Promise<Project[]> {
  const rows = await prepared(db, 'customer_projects', (d) =>
    d
      .select(projectWithFacts)
      .from(projects)
      .where(eq(projects.clientId, sql.placeholder('clientId')))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(literalLimit(100))
      .prepare('customer_projects'),
  ).execute({ clientId });
  // Before the release the customer's list shows no quotation facts (nor the template mark).
  return rows.map((row) => {
    const project = projectOf(row);
    return projectJson(
      project,
      project.visibleToClient ? allocationsFrom(row, project.id) : [],
      'customer',
    );
  });
}

/** One of the customer's projects with its rating, or undefined when it is not theirs: one query. */
export async function customerProject(
  db: Database,
  projectId: string,
  clientId: string,
): Promise<Project | undefined> {
  const [row] = await prepared(db, 'customer_project', (d) =>
    d
      .select({
        ...projectWithFacts,
        rating: sql<{ stars: number; comment: string | null } | null>`(
          select json_build_object('stars', r.stars, 'comment', r.comment)
          from ratings r where r.project_id = "projects"."id")`,
      })
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
  const project = projectOf(row);
  return projectJson(project, allocationsFrom(row, project.id), 'customer', {
    rating: row.rating ?? null,
  });
}
