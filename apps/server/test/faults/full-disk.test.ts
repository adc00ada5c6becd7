import { writeFile } from 'node:fs/promises';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { uploads } from '../../src/db/schema/index';
import { diskStorage } from '../../src/storage/disk-storage';
import type { Storage } from '../../src/storage/storage';
import { signUpCustomer } from '../helpers/auth';
import { pngParts, upload } from '../helpers/images';
import { freshDatabase } from '../helpers/test-database';

// The disk under the uploads fills up in the middle of a batch. Writes past the point
// go to /dev/full, so the error is the kernel's own ENOSPC.
describe('a full upload disk', () => {
  let dir: string;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let writesLeft = Infinity;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'greenscape-full-'));
    const disk = diskStorage(path.join(dir, 'uploads'));
    const fillingDisk: Storage = {
      ...disk,
      async put(key, body, type) {
        if (writesLeft <= 0) {
          await writeFile('/dev/full', body);
        }
        writesLeft -= 1;
        return disk.put(key, body, type);
      },
    };
    database = await freshDatabase();
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        SEED: 'none',
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        WEB_DIST_DIR: path.join(dir, 'no-web'),
        // Tight, so the last upload passes only if the failed batch was given back.
        UPLOADS_PER_DAY: '4',
      }),
      database,
      storage: fillingDisk,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const files = (count: number) => pngParts(count, 30);
  const storedFiles = async () =>
    (await readdir(path.join(dir, 'uploads'), { recursive: true, withFileTypes: true })).filter(
      (e) => e.isFile(),
    ).length;

  it('answers 507 with a clear message and keeps no row or file of the failed batch', async () => {
    const { cookies } = await signUpCustomer(app, 'full@example.com');
    writesLeft = Infinity;
    expect((await upload(app, cookies, 'project-photo', await files(1))).statusCode).toBe(201);
    const rowsBefore = (await database.db.select().from(uploads)).length;
    const filesBefore = await storedFiles();
    expect(filesBefore).toBe(2);

    // Room for one image and its thumbnail, then the disk is full.
    writesLeft = 3;
    const res = await upload(app, cookies, 'project-photo', await files(3));
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ message: messages.storageFull, code: 'storageFull' });
    expect((await database.db.select().from(uploads)).length).toBe(rowsBefore);
    expect(await storedFiles()).toBe(filesBefore);

    // Space again: uploads work as before, and the failed batch did not use up the allowance.
    writesLeft = Infinity;
    expect((await upload(app, cookies, 'project-photo', await files(3))).statusCode).toBe(201);
  });
});
