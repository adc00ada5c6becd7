import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage';

export function diskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
