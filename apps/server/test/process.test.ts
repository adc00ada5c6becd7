import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { databaseOptionsFor, openDatabase } from '../src/db/client';
import { admins } from '../src/db/schema/index';
import { verifyPassword } from '../src/lib/password';
import { serverRoot } from '../src/lib/paths';
import { emptyDatabaseEnv } from './helpers/test-database';
import { startServer, waitFor } from './helpers/server-process';

// Each test starts a whole server process on a new database: 13-15 s on a busy two-core machine,
// so 60 s keeps four times that.
describe('the server process', { timeout: 60_000 }, () => {
  it('refuses to start on bad configuration, naming the variables', async () => {
    const server = startServer({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toMatch(/PORT: /);
    expect(stderr).toMatch(/DATABASE_URL: /);
  });

  it('refuses production without its settings, listing every missing one', async () => {
    const server = startServer({ NODE_ENV: 'production', PORT: '0' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    for (const missing of [
      'DATABASE_URL: is required in production',
      'PUBLIC_URL: is required in production',
      'SESSION_SECRET: is required in production',
      'SMS_PROVIDER: must be a real provider in production',
      'SMTP_URL: is required in production',
    ]) {
      expect(stderr).toContain(missing);
    }
  });

  it('starts, prints its URL and the dev admin, answers, and stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'greenscape-proc-'));
    const database = await emptyDatabaseEnv();
    const server = startServer({ PORT: '0', DATA_DIR: dataDir, SEED: 'none', ...database.env });
    try {
      const url = await waitFor(
        () => /Greenscape is running at (http:\/\/localhost:\d+)/.exec(server.output().stdout)?.[1],
        30_000,
      );
      const { stdout } = server.output();
      expect(stdout).toContain('admin@greenscape.example');
      expect(stdout).toMatch(/password: +\S{12,}/);
      expect(stdout).toMatch(/TOTP secret: +[A-Z2-7]{16,}/);
      const res = await fetch(`${url.replace('localhost', '127.0.0.1')}/api/health`);
      expect(res.status).toBe(200);
      // Request logs are structured JSON lines.
      await waitFor(
        () => (server.output().stdout.includes('"request completed"') ? true : undefined),
        5_000,
      );
      const line = server
        .output()
        .stdout.split('\n')
        .find((l) => l.includes('"request completed"'))!;
      expect(JSON.parse(line)).toMatchObject({
        res: { statusCode: 200 },
        reqId: expect.any(String),
      });

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output().stdout).toContain('stopped; database closed');
    } finally {
      server.child.kill('SIGKILL');
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run admin:create', () => {
  it('creates an admin whose printed password and TOTP secret are the stored ones', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'greenscape-cli-'));
    const database = await emptyDatabaseEnv();
    const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...database.env };
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin-create.ts', '--email', 'Ops@Example.com'],
      {
        cwd: serverRoot,
        env,
      },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      expect(code).toBe(0);
      const password = /password: +(\S+)/.exec(stdout)?.[1];
      const secret = /TOTP secret: +([A-Z2-7]+)/.exec(stdout)?.[1];
      expect(stdout).toContain('otpauth://totp/');
      const handle = await openDatabase(databaseOptionsFor(loadConfig(env)));
      const [admin] = await handle.db
        .select()
        .from(admins)
        .where(eq(admins.email, 'ops@example.com'));
      await handle.close();
      expect(admin?.totpSecret).toBe(secret);
      expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
