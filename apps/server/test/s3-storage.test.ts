import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, type S3Settings } from '../src/storage/s3-storage';
import { storageContract } from '../src/storage/storage-contract';
import type { Storage } from '../src/storage/storage';
import { signUpCustomer } from './helpers/auth';
import { pngImage, upload } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startS3StandIn, standInCredentials, type S3StandIn } from '../src/deploy/stand-ins/s3';

// The S3 adapter against a real S3-compatible server, with the suite the disk adapter passes.
let standIn: S3StandIn;
const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  bucket: standIn.bucket,
  region: 'us-east-1',
  endpoint: standIn.endpoint,
  credentials: standInCredentials,
  forcePathStyle: true,
  prefix: '',
  ...overrides,
});

beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(() => standIn.close());

describe('S3 storage', () => {
  let storage: Storage;
  beforeAll(() => {
    storage = s3Storage(settings());
  });
  storageContract(() => storage);
});

describe('S3 storage under a key prefix', () => {
  let storage: Storage;
  beforeAll(() => {
    storage = s3Storage(settings({ prefix: 'site-b/' }));
  });
  storageContract(() => storage);

  it('keeps its files apart from the bucket root', async () => {
    const root = s3Storage(settings());
    await storage.put('gallery/p/1.webp', Buffer.from('b'), 'image/webp');
    expect(await root.get('gallery/p/1.webp')).toBeUndefined();
    expect(await root.get('site-b/gallery/p/1.webp')).toBeDefined();
    await storage.delete('gallery/p/1.webp');
  });
});

describe('S3 storage start-up check', () => {
  it('passes for a bucket it can reach', async () => {
    await expect(s3Storage(settings()).verify()).resolves.toBeUndefined();
  });

  it('names the bucket and the reason when it cannot be used', async () => {
    await expect(s3Storage(settings({ bucket: 'no-such-bucket' })).verify()).rejects.toThrow(
      /S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: no such bucket/,
    );
    // s3rver checks the access key but not a version-4 signature, so a wrong key id is the
    // credential mistake it can show.
    const wrongKey = { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' };
    await expect(s3Storage(settings({ credentials: wrongKey })).verify()).rejects.toThrow(
      /cannot be used: .+/,
    );
  });

  it('reports a missing bucket or a refused key on reading, instead of calling the file missing', async () => {
    await expect(s3Storage(settings({ bucket: 'gone-bucket' })).get('a/b.webp')).rejects.toThrow(
      /bucket/i,
    );
    const wrongKey = { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' };
    await expect(s3Storage(settings({ credentials: wrongKey })).get('a/b.webp')).rejects.toThrow(
      /access key/i,
    );
  });

  it('fails a store with an unknown access key instead of losing the file silently', async () => {
    const wrongKey = { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' };
    await expect(
      s3Storage(settings({ credentials: wrongKey })).put(
        'a/b.webp',
        Buffer.from('x'),
        'image/webp',
      ),
    ).rejects.toThrow(/access key/i);
  });
});

describe('the server with STORAGE=s3', () => {
  let t: TestApp;
  let bucket: Storage;
  beforeAll(async () => {
    t = await createTestApp(standIn.env);
    bucket = s3Storage(settings());
  });
  afterAll(() => t.close());

  const keysInBucket = async () => {
    const keys: string[] = [];
    for await (const key of bucket.list()) {
      keys.push(key);
    }
    return keys;
  };

  it('keeps uploads and thumbnails in the bucket, serves them to their owner and deletes them', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const before = await keysInBucket();
    const asha = (await signUpCustomer(t.app, 'asha@example.com')).cookies;
    const ravi = (await signUpCustomer(t.app, 'ravi@example.com')).cookies;
    const res = await upload(t.app, asha, 'project-photo', [
      { name: 'files', filename: 'garden.png', type: 'image/png', body: await pngImage(900, 600) },
    ]);
    expect(res.statusCode).toBe(201);
    const [file] = res.json<{ files: { id: string; url: string; thumbUrl: string }[] }>().files;
    const added = (await keysInBucket()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(2);

    const full = await t.app.inject({ method: 'GET', url: file!.url, cookies: asha });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect((await sharp(full.rawPayload).metadata()).width).toBe(900);
    const thumb = await t.app.inject({ method: 'GET', url: file!.thumbUrl, cookies: asha });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
    // The bucket is private; the app still decides who sees a project photo.
    expect((await t.app.inject({ method: 'GET', url: file!.url, cookies: ravi })).statusCode).toBe(
      404,
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${file!.id}`,
      cookies: asha,
    });
    expect(removed.statusCode).toBe(204);
    expect(await keysInBucket()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: file!.url, cookies: asha })).statusCode).toBe(
      404,
    );
  });

  it('will not start on a bucket it cannot use, and says which', async () => {
    await expect(createTestApp({ ...standIn.env, S3_BUCKET: 'missing-bucket' })).rejects.toThrow(
      /S3 bucket "missing-bucket" .* no such bucket/,
    );
  });
});
