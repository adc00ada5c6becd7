// Types for the server tests that start a PostgreSQL server of their own.
export function ensurePostgresInstalled(): Promise<boolean>;
export function freePort(): Promise<number>;
export function startPostgres(
  dir: string,
  port: number,
): Promise<{ url: string; start(): Promise<void>; stop(): Promise<number> }>;
