import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ensurePostgresInstalled,
  freePort,
  startPostgres,
} from '../../../../scripts/lib/postgres.mjs';
import { openDatabase, type DatabaseOptions } from '../db/client';
import { kinds, picksAlonePerSecond, plannedRequestsPerSecond, seconds } from './bench-settings';
import { countsAt, seedAtScale } from './seed-at-scale';
import { seedTraffic } from './seed-traffic';
import { writeEvery } from './traffic-mix';

/**
 * A fresh database of the kind, migrated and seeded at the scale, with the environment that
 * points the app at it.
 */
export async function seededDatabase(kind: 'postgres' | 'pglite', at: number) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'greenscape-bench-'));
  let options: DatabaseOptions;
  let env: Record<string, string> = { DATA_DIR: work };
  let stopServer = async () => undefined as unknown;
  if (kind === 'postgres') {
    if (!(await ensurePostgresInstalled())) {
      throw new Error('could not install PostgreSQL');
    }
    const server = await startPostgres(await freePort(), 'greenscape-bench-pg');
    const pgDir = server.dir;
    stopServer = () => server.dispose();
    options = { kind: 'postgres', url: server.url, poolSize: 2 };
    const url = process.env.BENCH_PG_SOCKET
      ? `postgres://postgres@${encodeURIComponent(pgDir)}:${new URL(server.url).port}/postgres`
      : server.url;
    env = { ...env, DATABASE_URL: url };
  } else {
    options = { kind: 'pglite', dataDir: path.join(work, 'pglite') };
  }
  const database = await openDatabase(options);
  await database.migrate();
  const counts = countsAt(at);
  const began = Date.now();
  await seedAtScale(database.db, counts);
  // Enough pickable projects for a third of the writes of the real-traffic run and its warm-up,
  // and for picks alone when BENCH_KINDS asks (some 300 a second on this machine kind).
  const picks =
    Math.ceil(((seconds + 1) * plannedRequestsPerSecond) / writeEvery / 3) +
    (kinds.includes('write: pick a quotation') ? (seconds + 1) * picksAlonePerSecond : 0);
  const traffic = await seedTraffic(database.db, counts, at, picks);
  console.log(
    `seeded ${kind} at scale ${at} in ${((Date.now() - began) / 1000).toFixed(1)} s; real traffic: ${traffic.customers.length} customers, ${traffic.partners.length} partners, ${traffic.admins.length} admins signed in, ${traffic.pickable.length} projects to pick a quotation in`,
  );
  await database.close();
  return {
    env,
    counts,
    traffic,
    async stop() {
      await stopServer();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
