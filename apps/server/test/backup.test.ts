import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../src/backup/backup';
import { databaseOptionsFor, openDatabase } from '../src/db/client';
import { partnerQuotations, projects, uploads } from '../src/db/schema/index';
import { diskStorage } from '../src/storage/disk-storage';
import { storageFor } from '../src/storage/storage-for';
import { startS3StandIn } from '../src/deploy/stand-ins/s3';
import { serverWith, testConfig, type TestApp } from './helpers/test-app';
import { emptyDatabaseEnv } from './helpers/test-database';
import { buildWorld, type World } from './security/world';

/** The server on its own data folder and database, as `npm start` would run it. */
async function serverOn(dataDir: string, env: Record<string, string>): Promise<TestApp> {
  const config = testConfig(dataDir, env);
  const database = await openDatabase(databaseOptionsFor(config));
  await database.migrate();
  const server = await serverWith(config, database);
  return {
    ...server,
    async close() {
      await server.app.close();
      await database.close();
    },
  };
}

const onDisk = (dataDir: string) => diskStorage(path.join(dataDir, 'uploads'));

async function contents(t: TestApp) {
  const { db } = t.database;
  return {
    projects: (await db.select({ id: projects.id }).from(projects)).map((r) => r.id).sort(),
    quotations: (await db.select({ id: partnerQuotations.id }).from(partnerQuotations))
      .map((r) => r.id)
      .sort(),
    files: (await db.select({ key: uploads.storageKey, thumb: uploads.thumbKey }).from(uploads))
      .flatMap((r) => [r.key, r.thumb])
      .concat(await storedDocuments(t))
      .sort(),
  };
}

/** The issued documents' PDFs, which the storage keeps beside the uploads (modules/documents/). */
async function storedDocuments(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.app.storage.list()) {
    if (key.startsWith('documents/')) {
      keys.push(key);
    }
  }
  return keys;
}

// A backup restored into an empty database holds every project, quotation and image.
describe('db:backup and db:restore', () => {
  const dirs: string[] = [];
  const databases: Awaited<ReturnType<typeof emptyDatabaseEnv>>[] = [];
  const newDir = async (name: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `greenscape-${name}-`));
    dirs.push(dir);
    return dir;
  };
  const newDatabase = async () => {
    const database = await emptyDatabaseEnv();
    databases.push(database);
    return database.env;
  };
  let world: World;
  let before: Awaited<ReturnType<typeof contents>>;
  let sourceDir: string;
  let sourceEnv: Record<string, string>;

  beforeAll(async () => {
    sourceDir = await newDir('source');
    sourceEnv = await newDatabase();
    const source = await serverOn(sourceDir, sourceEnv);
    world = await buildWorld(source);
    before = await contents(source);
    // The embedded database is backed up with the server stopped, as db:backup says.
    await source.close();
  }, 120_000);
  afterAll(async () => {
    for (const d of databases) {
      await d.drop();
    }
    for (const d of dirs) {
      await rm(d, { recursive: true, force: true });
    }
  });

  it('restores every project, quotation and image into an empty database', async () => {
    expect(before.projects.length).toBeGreaterThan(1);
    expect(before.quotations.length).toBeGreaterThan(0);
    expect(before.files.length).toBeGreaterThan(2);
    const out = path.join(await newDir('backup'), 'greenscape-backup');
    // A file the server never wrote (a desktop's folder metadata) is left out, not fatal.
    await writeFile(path.join(sourceDir, 'uploads', '.DS_Store'), 'x');
    const manifest = await backup(
      { databaseUrl: sourceEnv.DATABASE_URL, dataDir: sourceDir, storage: onDisk(sourceDir) },
      out,
    );
    await rm(path.join(sourceDir, 'uploads', '.DS_Store'));
    expect(manifest.uploads).toBe(before.files.length);
    expect(manifest.skipped).toEqual(['.DS_Store']);

    const targetDir = await newDir('target');
    const targetEnv = await newDatabase();
    await restore(
      { databaseUrl: targetEnv.DATABASE_URL, dataDir: targetDir, storage: onDisk(targetDir) },
      out,
    );
    const target = await serverOn(targetDir, targetEnv);
    try {
      expect(await contents(target)).toEqual(before);
      for (const key of before.files) {
        expect(existsSync(path.join(targetDir, 'uploads', key)), key).toBe(true);
      }
      // The customer's session came back too: the project and its photo open as before.
      const project = await target.app.inject({
        method: 'GET',
        url: `/api/user/project/${world.projectId}/${world.ids.customerA}`,
        cookies: world.cookies.customerA,
      });
      expect(project.statusCode).toBe(200);
      const photo = await target.app.inject({
        method: 'GET',
        url: project.json<{ photos: string[] }>().photos[0]!,
        cookies: world.cookies.customerA,
      });
      expect(photo.statusCode).toBe(200);
      const [stored] = await target.database.db
        .select({ key: uploads.storageKey })
        .from(uploads)
        .where(eq(uploads.id, world.photoId));
      expect(
        photo.rawPayload.equals(await readFile(path.join(sourceDir, 'uploads', stored!.key))),
      ).toBe(true);

      // A second restore into the same place is refused, and nothing is mixed.
      await expect(
        restore(
          { databaseUrl: targetEnv.DATABASE_URL, dataDir: targetDir, storage: onDisk(targetDir) },
          out,
        ),
      ).rejects.toThrow(/not empty|has tables/);
      expect(await contents(target)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('restores into an S3 bucket and backs the bucket up again, file for file', async () => {
    const s3 = await startS3StandIn();
    try {
      const out = path.join(await newDir('backup'), 'greenscape-backup');
      await backup(
        { databaseUrl: sourceEnv.DATABASE_URL, dataDir: sourceDir, storage: onDisk(sourceDir) },
        out,
      );
      const env: Record<string, string> = {
        ...(await newDatabase()),
        ...s3.env,
        S3_PREFIX: 'restored/',
      };
      const targetDir = await newDir('target-s3');
      const bucket = await storageFor(testConfig(targetDir, env).storage);
      await restore({ databaseUrl: env.DATABASE_URL, dataDir: targetDir, storage: bucket }, out);

      const target = await serverOn(targetDir, env);
      try {
        expect(target.app.storage.kind).toBe('s3');
        expect(await contents(target)).toEqual(before);
        const photo = await target.app.inject({
          method: 'GET',
          url: `/api/files/${world.photoId}`,
          cookies: world.cookies.customerA,
        });
        expect(photo.statusCode).toBe(200);
        expect(photo.headers['content-type']).toBe('image/webp');
      } finally {
        await target.close();
      }

      const again = path.join(await newDir('backup-s3'), 'greenscape-backup');
      const manifest = await backup(
        { databaseUrl: env.DATABASE_URL, dataDir: targetDir, storage: bucket },
        again,
      );
      expect(manifest.uploads).toBe(before.files.length);
      for (const key of before.files) {
        expect(
          (await readFile(path.join(again, 'uploads', key))).equals(
            await readFile(path.join(sourceDir, 'uploads', key)),
          ),
          key,
        ).toBe(true);
      }
      await expect(
        restore({ databaseUrl: env.DATABASE_URL, dataDir: targetDir, storage: bucket }, out),
      ).rejects.toThrow(/bucket \(under S3_PREFIX\) is not empty/);
    } finally {
      await s3.close();
    }
  });

  it('refuses to write a backup over another', async () => {
    const out = await newDir('taken');
    await (await import('node:fs/promises')).writeFile(path.join(out, 'x'), 'x');
    await expect(
      backup(
        { databaseUrl: sourceEnv.DATABASE_URL, dataDir: sourceDir, storage: onDisk(sourceDir) },
        out,
      ),
    ).rejects.toThrow(/not empty/);
    expect(await readFile(path.join(out, 'x'), 'utf8')).toBe('x');
  });
});
