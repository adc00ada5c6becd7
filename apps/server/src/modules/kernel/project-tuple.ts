import { getTableColumns, sql } from 'drizzle-orm';
import { projects } from '../../db/schema/index';
import { factColumns, type FactColumns } from './project-facts';
import type { ProjectRow } from './project-lock';

// A project row read as one JSON array (docs/performance.md): node-postgres parses each of a
// row's 26 columns as a field of its own and Drizzle then maps each, about 14 µs of the app's
// CPU a row, two fifths of a 20-row tab; one json_build_array is one field, one JSON.parse and a
// loop. Every column of the table, in the table's order, so the row is the whole ProjectRow and a
// column added to the table joins it by itself. Spelled out with the table's name: Drizzle leaves
// it off in a one-table select, and the selects that use this may join others.

const columns = Object.entries(getTableColumns(projects));
// json_build_array takes at most 100 arguments (PostgreSQL's FUNC_MAX_ARGS).
if (columns.length > 100) {
  throw new Error('projects has more columns than one json_build_array takes');
}

const projectTuple = sql<unknown[]>`json_build_array(${sql.join(
  columns.map(([, column]) => sql`${sql.identifier('projects')}.${sql.identifier(column.name)}`),
  sql`, `,
)})`;

/** The row back from its tuple, each value through its column's own mapping (a Date, a number). */
function projectFromTuple(values: readonly unknown[]): ProjectRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) {
    const [key, column] = columns[i]!;
    const value = values[i];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ProjectRow;
}

/**
 * A project and its facts as a select over `projects` (not aliased) reads them; `projectOf` gives
 * the row back. For every read of a project with its facts: the lists and the pages.
 */
export const projectWithFacts = { projectTuple, ...factColumns };
export type ProjectWithFacts = { projectTuple: unknown[] } & FactColumns;

export const projectOf = (read: ProjectWithFacts): ProjectRow =>
  projectFromTuple(read.projectTuple);

/** Each read row with its project decoded once, keyed as a keyset page (lib/keyset.ts) wants it. */
export const withProjects = <Read extends ProjectWithFacts>(rows: Read[]) =>
  rows.map((read) => {
    const project = projectOf(read);
    return { read, project, createdAt: project.createdAt, id: project.id };
  });
