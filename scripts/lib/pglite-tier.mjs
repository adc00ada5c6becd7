// Which server test files the PGlite tier runs when the PostgreSQL tier runs too (CI, or
// TEST_POSTGRES=1). The PostgreSQL tier runs every file, on the database production uses; running
// all of them again on PGlite doubled the longest part of `npm test` (docs/decisions/0002-
// database-and-tests.md). PGlite runs the files that differ on the embedded database `npm start`
// uses: the migrations, the start and the demo, its own backup and notifications, and the suites
// that call every route with every role (authorization, hostile input) or walk each role's job,
// so that a query the other driver (drizzle-orm/pglite) reads differently fails here too.
// Without PostgreSQL (a plain `npm test` on a laptop), the PGlite tier runs every file.
export const pgliteTier = [
  // the schema and its migrations, on the embedded database
  'test/migration-order.test.ts',
  'test/milestone-plan-migration.test.ts',
  'test/project-ref-migration.test.ts',
  'test/advance-migration.test.ts',
  // `npm start`: the process, its first start, the demo data, backups of the data folder
  'test/process.test.ts',
  'test/bootstrap.test.ts',
  'test/demo-data.test.ts',
  'test/backup.test.ts',
  // a crash of `npm start`'s process with its data folder open
  'test/faults/sigkill.test.ts',
  // the read cache's change notices, which PGlite delivers in process
  'test/read-cache.test.ts',
  'test/read-cache-tables.test.ts',
  'test/read-cache-scopes.test.ts',
  'test/read-cache-notices.test.ts',
  // every route with every role, and hostile bodies to every route
  'test/security/authorization.test.ts',
  'test/security/hostile-input.test.ts',
  'test/security/hostile-crafted.test.ts',
  // each role's job from the request to the completion, and the money
  'test/admin-workflow.test.ts',
  'test/projects-customer.test.ts',
  'test/project-picks.test.ts',
  'test/partner-workspace.test.ts',
  'test/supplier-workspace.test.ts',
  'test/milestones.test.ts',
  'test/milestone-proof.test.ts',
  'test/advance-milestone.test.ts',
  'test/conversation.test.ts',
  'test/conversation-limits.test.ts',
  'test/payments.test.ts',
  'test/payment-refusals.test.ts',
  'test/payment-reports.test.ts',
  'test/payment-report-quota.test.ts',
  'test/completion.test.ts',
  'test/documents.test.ts',
  'test/admin-directory.test.ts',
];

/**
 * Whether a file runs only on PGlite whatever the tier: it opens a PGlite of its own (the
 * migration tests), so running it in the PostgreSQL tier would repeat it unchanged.
 */
export const pgliteOnly = pgliteTier.filter(
  (file) => file.endsWith('-migration.test.ts') || file.endsWith('migration-order.test.ts'),
);
