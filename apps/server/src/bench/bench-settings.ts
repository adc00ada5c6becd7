import path from 'node:path';
import { serverRoot } from '../lib/paths';
import type { Measurement } from './scenarios';
import type { ScaleCounts } from './seed-at-scale';
import type { SteadyRateResult } from './open-loop';
import type { UploadMeasurement } from './upload-bench';

// The bench's settings, from the environment variables listed at the top of run-bench.ts.
export const root = path.resolve(serverRoot, '..', '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const scale = Number(process.env.BENCH_SCALE ?? 1);
export const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
export const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
/** Kinds of the real-traffic mix (traffic-mix.ts) to measure alone as well, after the mix. */
export const kinds = process.env.BENCH_KINDS?.split(',').filter(Boolean) ?? [];
export const admin = {
  email: 'bench-admin@greenscape.example',
  password: 'bench admin password',
  secret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
};

/** The scenario of one trivial query (app-scenarios.ts): the floor every budget is read against. */
export const floorScenario = 'floor: one query, no session';

/** The bench reads the read cache's counters at /metrics with it, as a scraper would. */
export const metricsToken = 'greenscape-bench-metrics-token';
/** The real-traffic run's population at scale 1: fewer at smaller scales. */
export const trafficPeople = { customers: 1_000, partners: 200, admins: 5 };
/**
 * Throughput the pool of pickable projects is sized for: the brief's guess at the real-traffic
 * rate; picks beyond the pool are sent as messages instead (real-traffic.ts counts them).
 */
export const plannedRequestsPerSecond = 10_000;
/** Picks a second the pool also holds for BENCH_KINDS's picks alone: beyond it they are messages. */
export const picksAlonePerSecond = 1_000;

export type Run = {
  database: 'postgres' | 'pglite';
  scale: number;
  /** false: READ_CACHE_SECONDS=0, every answer is worked out from the database. */
  readCache: boolean;
  counts: ScaleCounts;
  /** Every ceiling run's req/s, in order: before the first scenario and after each one. */
  ceilings: number[];
  /** The ceiling's row (the mean of its runs) first, then each scenario judged against it. */
  results: Measurement[];
  uploads?: UploadMeasurement;
  /** The real-traffic mix at half of its capacity in this run, open loop (open-loop.ts). */
  steady?: SteadyRateResult & {
    capacity: number;
    /** Full garbage collections during the steady run, and their pauses' sum. */
    fullCollections?: { count: number; ms: number };
  };
};
