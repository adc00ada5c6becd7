import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { SessionCache } from '../modules/sessions/session-cache';
import type { Storage } from '../storage/storage';

export type RegisteredRoute = {
  method: string;
  url: string;
  schema: { hide?: boolean; response?: Record<string, unknown>; body?: unknown } | undefined;
};

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    storage: Storage;
    /** Sessions read in the last minute, forgotten on any change (modules/sessions/session-cache). */
    sessionCache: SessionCache;
    routeTable: RegisteredRoute[];
    /** Set by shutdown: new requests get 503 while the ones in flight finish. */
    lifecycle: { draining: boolean; inFlight: number };
  }
}
