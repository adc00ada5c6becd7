import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    storage: Storage;
  }
}
