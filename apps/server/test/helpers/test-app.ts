import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle, QueryListener } from '../../src/db/client';
import { storageFor } from '../../src/storage/storage-for';
import { freshDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

/** Settings a production server must have; tests that start one in production use these. */
export const productionEnv: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused/x',
  PUBLIC_URL: 'https://greenscape.example',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0000',
  TWILIO_AUTH_TOKEN: 'secret',
  TWILIO_FROM: '+15550000000',
  SMTP_URL: 'smtp://mailer:secret@mail.example:587',
  MAIL_FROM: 'Greenscape <hello@greenscape.example>',
};

export function testConfig(dataDir: string, env: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SEED: 'none',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
}

/** The server on a given database, with its uploads where the configuration says. */
export async function serverWith(
  config: Config,
  database: DatabaseHandle,
): Promise<Omit<TestApp, 'close'>> {
  const app = await buildApp({
    config,
    database,
    storage: await storageFor(config.storage),
    logger: false,
  });
  return { app, database, config, dataDir: config.dataDir };
}

/**
 * The real server on a fresh database, driven through inject()
 * (docs/decisions/0002-database-and-tests.md).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { onQuery?: QueryListener } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'greenscape-test-'));
  const server = await serverWith(testConfig(dataDir, env), await freshDatabase(options.onQuery));
  return {
    ...server,
    async close() {
      await server.app.close();
      await server.database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
