import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle, QueryListener } from '../../src/db/client';
import { diskStorage } from '../../src/storage/disk-storage';
import { freshDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

/** The real server on a fresh database, driven through inject() (DESIGN convention 8). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { onQuery?: QueryListener } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'greenscape-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED: 'none',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = await freshDatabase(options.onQuery);
  const app = await buildApp({
    config,
    database,
    storage: diskStorage(path.join(dataDir, 'uploads')),
    logger: false,
  });
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
