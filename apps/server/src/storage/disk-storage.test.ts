import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe } from 'vitest';
import { diskStorage } from './disk-storage';
import { storageContract } from './storage-contract';

describe('disk storage', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'greenscape-storage-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const storage = diskStorage(root);
  storageContract(() => storage);
});
