import path from 'node:path';
import { parseArgs } from 'node:util';
import { restore } from '../backup/backup';
import { loadConfig } from '../config';
import { storageFor } from '../storage/storage-for';

// `npm run db:restore -- DIR`: a backup of db:backup into an empty database ($DATABASE_URL, or a
// new $DATA_DIR for the embedded one) and an empty uploads folder.
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- <backup folder>');
  process.exit(2);
}
const config = loadConfig();
try {
  const from = path.resolve(positionals[0]!);
  const manifest = await restore(
    {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      storage: await storageFor(config.storage),
    },
    from,
  );
  console.log(
    `Restored the ${manifest.database} database of ${manifest.createdAt} and ${manifest.uploads} files`,
  );
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
