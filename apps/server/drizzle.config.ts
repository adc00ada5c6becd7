import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate`) and checked in; the app
// applies them at start on PGlite and on a PostgreSQL server alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
