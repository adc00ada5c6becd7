import { loadConfig } from '../config';
import { databaseOptionsFor, openDatabase } from '../db/client';

// `npm run db:migrate`: applies the checked-in migrations to $DATABASE_URL or the PGlite folder.
const config = loadConfig();
const database = await openDatabase(databaseOptionsFor(config));
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
