import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepare, startBanner } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { admins, projects, ratings, uploads, users } from '../src/db/schema/index';
import { demoPassword } from '../src/db/seed/demo-people';
import { verifyPassword } from '../src/lib/password';
import { emptyDatabaseEnv } from './helpers/test-database';

const log = pino({ level: 'silent' });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) {
    await cleanup();
  }
});

async function setting(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'greenscape-boot-'));
  const database = await emptyDatabaseEnv();
  cleanups.push(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...database.env,
    ...env,
  });
}

// Migrating and seeding a new database twice: 8-14 s on a busy two-core machine, so
// 60 s keeps four times that.
describe('start-up', { timeout: 60_000 }, () => {
  it('migrates, makes a dev admin, seeds every workflow state, and keeps it all across a restart', async () => {
    const config = await setting();
    const first = await prepare(config, log);
    expect(first.seeded).toBe(true);
    const admin = first.devAdmin!;
    expect(admin.email).toBe('admin@greenscape.example');
    const { db } = first.database;

    const [stored] = await db.select().from(admins).where(eq(admins.email, admin.email));
    expect(await verifyPassword(admin.password, stored!.passwordHash)).toBe(true);
    expect(stored!.totpSecret).toBe(admin.totpSecret);

    const all = await db.select().from(projects);
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(['New', 'In Progress', 'Completed']));
    expect(all.some((p) => p.designs.length > 0 && p.designSelected === null)).toBe(true);
    expect(all.some((p) => p.quotationSent && !p.visibleToClient)).toBe(true);
    expect(all.some((p) => p.visibleToClient && p.selectedQuotation === null)).toBe(true);
    const completed = all.find((p) => p.status === 'Completed')!;
    expect(completed.selectedPartnerId).not.toBeNull();
    expect(await db.select().from(ratings).where(eq(ratings.projectId, completed.id))).toHaveLength(
      1,
    );

    const [customer] = await db.select().from(users).limit(1);
    expect(await verifyPassword(demoPassword, customer!.passwordHash!)).toBe(true);
    const files = await db.select().from(uploads);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(existsSync(path.join(config.dataDir, 'uploads', file.storageKey))).toBe(true);
      expect(existsSync(path.join(config.dataDir, 'uploads', file.thumbKey))).toBe(true);
    }
    const banner = startBanner(config, first, 'http://localhost:3000');
    expect(banner).toContain('http://localhost:3000');
    expect(banner).toContain(admin.password);
    expect(banner).toContain(admin.totpSecret);
    await first.database.close();

    const second = await prepare(config, log);
    expect(second.seeded).toBe(false);
    expect(second.devAdmin).toEqual(admin);
    const [{ n }] = (await second.database.db.select({ n: count() }).from(projects)) as [
      { n: number },
    ];
    expect(n).toBe(all.length);
    await second.database.close();
  });

  it('makes sure the admin of ADMIN_* exists, and SEED=none leaves the database empty', async () => {
    const config = await setting({
      SEED: 'none',
      ADMIN_EMAIL: 'Ops@Greenscape.example',
      ADMIN_PASSWORD: 'a long admin password',
      ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    const prepared = await prepare(config, log);
    expect(prepared.devAdmin).toBeUndefined();
    expect(prepared.seeded).toBe(false);
    const { db } = prepared.database;
    const rows = await db.select().from(admins);
    expect(rows.map((r) => r.email)).toEqual(['ops@greenscape.example']);
    expect(await verifyPassword('a long admin password', rows[0]!.passwordHash)).toBe(true);
    expect(await db.select().from(users)).toEqual([]);
    expect(startBanner(config, prepared, 'http://x')).not.toContain('a long admin password');
    await prepared.database.close();
  });
});
