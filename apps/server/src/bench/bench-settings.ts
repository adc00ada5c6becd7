import path from 'node:path';
import { serverRoot } from '../lib/paths';
import type { Measurement } from './scenarios';
import type { ScaleCounts } from './seed-at-scale';
import type { UploadMeasurement } from './upload-bench';

// The bench's settings, from the environment variables listed at the top of run-bench.ts.
export const root = path.resolve(serverRoot, '..', '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const scale = Number(process.env.BENCH_SCALE ?? 1);
export const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
export const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
export const admin = {
  email: 'bench-admin@greenscape.example',
  password: 'bench admin password',
  secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
};

export type Run = {
  database: 'postgres' | 'pglite';
  scale: number;
  /** false: READ_CACHE_SECONDS=0, every answer is worked out from the database. */
  readCache: boolean;
  counts: ScaleCounts;
  results: Measurement[];
  uploads?: UploadMeasurement;
};
