import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { httpClient, runningServer } from '../helpers/server-process';
import { emptyDatabaseEnv } from '../helpers/test-database';

// The server is killed outright (SIGKILL: no shutdown code runs) in the middle of a
// burst of project creations. After a restart on the same data, every project whose creation was
// acknowledged is there, and every project there is whole. Runs on PGlite's data folder, and on
// a PostgreSQL server in the PostgreSQL tier of `npm test`.
describe('SIGKILL during a burst of writes', () => {
  it('loses no acknowledged project and leaves no half-made one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'greenscape-kill-'));
    const database = await emptyDatabaseEnv();
    // One customer sends the whole burst: far above the hourly project limit real customers meet.
    const env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PROJECTS_PER_HOUR: '1000',
      ...database.env,
    };
    let server = await runningServer(env);
    try {
      const customer = httpClient(server.url);
      const signup = await customer.call('POST', '/api/auth/signup', {
        email: 'burst@example.com',
        password: 'a good password',
      });
      const userId = (signup.body as { _id: string })._id;
      await customer.call('PUT', `/api/user/${userId}`, {
        updatationDetails: {
          name: 'Burst',
          phone: '9733000001',
          city: 'Pune',
          address: '1 Road',
          postalCode: '411001',
        },
      });

      const acknowledged = new Map<string, string>();
      let sent = 0;
      let killed = false;
      const worker = async () => {
        while (!killed && sent < 90) {
          sent += 1;
          const desc = `Burst project number ${sent}, a lawn and a hedge`;
          try {
            const res = await customer.call('POST', `/api/user/project/${userId}`, {
              service: 'landscaping',
              budget: '2-3L',
              desc,
            });
            if (res.status === 201) {
              acknowledged.set((res.body as { _id: string })._id, desc);
            }
          } catch {
            // The connection died with the server: not acknowledged.
          }
          if (acknowledged.size >= 25 && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      await server.exited;
      expect(acknowledged.size).toBeGreaterThanOrEqual(25);
      expect(sent).toBeLessThan(90);

      server = await runningServer(env);
      const again = httpClient(server.url);
      expect(
        (
          await again.call('POST', '/api/auth/signin', {
            email: 'burst@example.com',
            password: 'a good password',
          })
        ).status,
      ).toBe(200);
      const list = await again.call('GET', `/api/user/allprojects/${userId}`);
      expect(list.status).toBe(200);
      const projects = list.body as {
        _id: string;
        desc: string;
        status: string;
        service: string;
      }[];
      const found = new Map(projects.map((p) => [p._id, p]));
      for (const [id, desc] of acknowledged) {
        expect(found.get(id)?.desc, `acknowledged project ${id}`).toBe(desc);
      }
      for (const p of projects) {
        expect(p).toMatchObject({ status: 'New', service: 'landscaping' });
        expect(p.desc).toMatch(/^Burst project number \d+, a lawn and a hedge$/);
      }
      // At most the requests in flight at the kill were written without their answer arriving.
      expect(projects.length - acknowledged.size).toBeLessThanOrEqual(6);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
