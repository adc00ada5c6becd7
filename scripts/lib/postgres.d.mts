// Types for the server tests that start a PostgreSQL server of their own.
export function ensurePostgresInstalled(): Promise<boolean>;
export function freePort(): Promise<number>;
export function startPostgres(
  port: number,
  label?: string,
): Promise<{
  url: string;
  /** Its own fresh folder under the system's temporary folder; also holds its Unix socket. */
  dir: string;
  start(): Promise<void>;
  stop(): Promise<number>;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
}>;
