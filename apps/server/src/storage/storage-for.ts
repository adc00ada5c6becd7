import type { Config } from '../config';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The configured storage adapter, checked before the server takes requests. */
export async function storageFor(settings: Config['storage']): Promise<Storage> {
  if (settings.kind === 'disk') {
    return diskStorage(settings.root);
  }
  const storage = s3Storage(settings);
  await storage.verify();
  return storage;
}
