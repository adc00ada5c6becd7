import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { httpClient, runningServer } from './server-process';
import { serverWith, testConfig, type TestApp } from './test-app';
import { emptyDatabaseEnv } from './test-database';

// The PostgreSQL tier's fault tests (test/faults/*.pg.test.ts): app processes on one database,
// as behind a load balancer, each with a data folder of its own.

export type Server = Awaited<ReturnType<typeof runningServer>>;

export type Instances = {
  servers: Server[];
  /**
   * An app in the test's own process on the same database, when asked for: it reaches states by
   * running the steps (helpers/workflow-fixtures.ts), which need an app, not HTTP.
   */
  local: Omit<TestApp, 'close'> | undefined;
  close(): Promise<void>;
};

/**
 * `count` servers (2 unless told) on one empty PostgreSQL database, started one after the other
 * (the first migrates it). `local` gives this process's app its settings. Whatever started is
 * stopped again if a later one fails.
 */
export async function instancesOnOneDatabase(options: {
  name: string;
  env?: Record<string, string>;
  count?: number;
  local?: Record<string, string>;
}): Promise<Instances> {
  if (inject('testDatabase').kind !== 'postgres') {
    throw new Error(
      '*.pg.test.ts need PostgreSQL: TEST_POSTGRES=1 (or TEST_POSTGRES_URL) on the vitest run',
    );
  }
  const database = await emptyDatabaseEnv();
  const dirs: string[] = [];
  const instances: Instances = {
    servers: [],
    local: undefined,
    async close() {
      await instances.local?.app.close();
      await instances.local?.database.close();
      for (const s of instances.servers) {
        s.child.kill('SIGTERM');
        await s.exited;
      }
      instances.servers = [];
      await database.drop();
      for (const d of dirs) {
        await rm(d, { recursive: true, force: true });
      }
    },
  };
  const folder = async (suffix: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `greenscape-${options.name}-${suffix}-`));
    dirs.push(dir);
    return dir;
  };
  try {
    for (let i = 0; i < (options.count ?? 2); i++) {
      instances.servers.push(
        await runningServer({
          DATA_DIR: await folder(String(i)),
          LOG_LEVEL: 'warn',
          ...options.env,
          ...database.env,
        }),
      );
    }
    if (options.local) {
      const config = testConfig(await folder('local'), { ...database.env, ...options.local });
      instances.local = await serverWith(
        config,
        await openDatabase({ kind: 'postgres', url: database.env.DATABASE_URL!, poolSize: 4 }),
      );
    }
  } catch (error) {
    await instances.close();
    throw error;
  }
  return instances;
}

/** One browser (one cookie jar) whose requests the load balancer sends to either instance. */
export function browser(servers: readonly Server[], cookies: Record<string, string> = {}) {
  const jar = new Map(Object.entries(cookies));
  return { jar, on: (i: number) => httpClient(servers[i]!.url, jar).call };
}
