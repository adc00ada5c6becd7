import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

// `npm run db:migrate`: applies the checked-in migrations to $DATABASE_URL or the PGlite folder.
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
