import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { Storage } from './storage';

/** What every storage adapter must do; run by the disk and the S3 adapter's tests alike. */
export function storageContract(storage: () => Storage): void {
  it('stores, reads back and deletes a file', async () => {
    await storage().put('gallery/abc/1.webp', Buffer.from('image bytes'), 'image/webp');
    const found = await storage().get('gallery/abc/1.webp');
    expect(found?.size).toBe(11);
    expect(await text(found!.stream)).toBe('image bytes');
    await storage().delete('gallery/abc/1.webp');
    expect(await storage().get('gallery/abc/1.webp')).toBeUndefined();
  });

  it('replaces a file put twice under one key', async () => {
    await storage().put('avatar/p/1.webp', Buffer.from('first'), 'image/webp');
    await storage().put('avatar/p/1.webp', Buffer.from('second one'), 'image/webp');
    const found = await storage().get('avatar/p/1.webp');
    expect(found?.size).toBe(10);
    expect(await text(found!.stream)).toBe('second one');
    await storage().delete('avatar/p/1.webp');
  });

  it('keeps binary content byte for byte', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await storage().put('project-photo/x/big.webp', bytes, 'image/webp');
    const found = await storage().get('project-photo/x/big.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of found!.stream) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await storage().delete('project-photo/x/big.webp');
  });

  it('answers undefined for a missing file and deletes a missing file without error', async () => {
    expect(await storage().get('design/none/0.webp')).toBeUndefined();
    await expect(storage().delete('design/none/0.webp')).resolves.toBeUndefined();
  });

  it('lists every stored key', async () => {
    await storage().put('design/a/1.webp', Buffer.from('1'), 'image/webp');
    await storage().put('design/a/1-thumb.webp', Buffer.from('2'), 'image/webp');
    await storage().put('gallery/b/2.webp', Buffer.from('3'), 'image/webp');
    const keys: string[] = [];
    for await (const key of storage().list()) {
      keys.push(key);
    }
    expect(keys.sort()).toEqual(['design/a/1-thumb.webp', 'design/a/1.webp', 'gallery/b/2.webp']);
    await Promise.all(keys.map((key) => storage().delete(key)));
  });

  it('refuses keys that could leave its folder or bucket prefix', async () => {
    await expect(storage().put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(storage().get('/etc/passwd')).rejects.toThrow(/Unsafe storage key/);
    await expect(storage().delete('a//b')).rejects.toThrow(/Unsafe storage key/);
  });
}
