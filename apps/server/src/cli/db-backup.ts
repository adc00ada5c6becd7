import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from '../backup/backup';
import { loadConfig } from '../config';
import { storageFor } from '../storage/storage-for';

// `npm run db:backup [-- --out DIR]`: the database ($DATABASE_URL, or the embedded one under
// $DATA_DIR; stop the server first in that case) and the uploads, into a new folder.
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const out = path.resolve(
  values.out ??
    path.join('backups', `greenscape-${new Date().toISOString().replace(/[:.]/g, '-')}`),
);
try {
  const manifest = await backup(
    {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      storage: await storageFor(config.storage),
    },
    out,
  );
  console.log(
    `Backup of the ${manifest.database} database and ${manifest.uploads} files in ${out}`,
  );
  if (manifest.skipped.length > 0) {
    console.log(`Left out, as no upload of Greenscape's: ${manifest.skipped.join(', ')}`);
  }
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
