import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { freePort, startPostgres } from '../../../../scripts/lib/postgres.mjs';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { diskStorage } from '../../src/storage/disk-storage';
import { signUpCustomer } from '../helpers/auth';

// PostgreSQL tier only: a PostgreSQL server of the test's own is restarted while
// requests keep coming. They fail cleanly with 503 while it is down, and the app recovers by
// itself, without a restart of its own.
describe('PostgreSQL restarted under load', () => {
  it('answers 503 while the database is down and recovers on its own', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'greenscape-restart-'));
    const server = await startPostgres(await freePort());
    const database = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 5 });
    await database.migrate();
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        SEED: 'none',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        DATABASE_URL: server.url,
      }),
      database,
      storage: diskStorage(path.join(dataDir, 'uploads')),
      logger: false,
    });
    try {
      const { cookies, user } = await signUpCustomer(app, 'steady@example.com');
      const statuses: number[] = [];
      let phase: 'before' | 'down' | 'after' = 'before';
      const seen = { before: new Set<number>(), down: new Set<number>(), after: new Set<number>() };
      let running = true;
      const load = (async () => {
        while (running) {
          const res = await app.inject({
            method: 'GET',
            url: `/api/user/allprojects/${user._id}`,
            cookies,
          });
          statuses.push(res.statusCode);
          seen[phase].add(res.statusCode);
          if (res.statusCode === 503) {
            expect(res.json()).toEqual({
              message: messages.serviceUnavailable,
              code: 'serviceUnavailable',
            });
            expect(res.headers['retry-after']).toBe('5');
          }
          await sleep(20);
        }
      })();
      await sleep(300);
      phase = 'down';
      await server.stop();
      await sleep(1000);
      await server.start();
      phase = 'after';
      // The pool replaces its broken connections by itself: successes come back.
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && statuses.at(-1) !== 200) {
        await sleep(100);
      }
      await sleep(300);
      running = false;
      await load;

      expect([...seen.before]).toEqual([200]);
      expect(seen.down.has(503)).toBe(true);
      expect(statuses.at(-1)).toBe(200);
      // Nothing but successes and clean refusals, never a 500.
      expect(new Set(statuses.filter((s) => s !== 200 && s !== 503))).toEqual(new Set());
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
      await server.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
