import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk-storage';

describe('disk storage', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'greenscape-storage-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const storage = diskStorage(root);

  it('stores, reads back and deletes a file', async () => {
    await storage.put('gallery/abc/1.webp', Buffer.from('image bytes'), 'image/webp');
    const found = await storage.get('gallery/abc/1.webp');
    expect(found?.size).toBe(11);
    expect(await text(found!.stream)).toBe('image bytes');
    await storage.delete('gallery/abc/1.webp');
    expect(await storage.get('gallery/abc/1.webp')).toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Unsafe storage key/);
  });
});
