import { sql } from 'drizzle-orm';

// The project row of a select over `projects` (not aliased), for the correlated subqueries that
// fold a project's facts and money into that select (project-facts.ts, money-facts.ts).
// Spelled out: Drizzle leaves the table off the columns of a one-table select, and a bare "id"
// inside a subquery would be the subquery's own table's.
export const outerProjectId = sql.raw('"projects"."id"');
export const outerSelectedQuotation = sql.raw('"projects"."selected_quotation"');
