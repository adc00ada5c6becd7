import { projectsApi } from '@greenscape/shared/contract/projects';
import { pathOf, urlOf } from '@greenscape/shared/contract/endpoint';
import { systemApi } from '@greenscape/shared/contract/system';
import autocannon from 'autocannon';
import { metricsToken } from './bench-settings';
import type { Measurement, Scenario } from './scenarios';
import { OneKindMix, TrafficMix, type DeepPage, type TrafficRequest } from './traffic-mix';
import type { TrafficUsers } from './traffic-users';

// The real-traffic scenario, many signed-in people each reading its own pages, with
// 2 % writes among them, in one autocannon run whose every request is chosen as it is sent.

export const realTrafficName = 'real traffic';

export type TrafficStats = {
  people: { customers: number; partners: number; admins: number };
  /** The read cache's lookups during the run (/metrics); hitRate null when it was off. */
  cacheHits: number;
  cacheMisses: number;
  hitRate: number | null;
  /** Answered requests by kind (traffic-mix.ts), reads and writes. */
  byKind: Record<string, number>;
  /** Mean milliseconds from sending to the answer, by kind: which pages the time goes to. */
  meanMsByKind: Record<string, number>;
  picksLeft: number;
};

/** The read cache's counters (modules/metrics/metrics-plugin.ts), as a scraper reads them. */
async function cacheCounters(base: string) {
  return cacheCountersIn(await metricsText(base));
}

/** The value of one series (its name and labels) in a Prometheus text exposition, if present. */
function sampleIn(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

/** The read cache's hits and misses in a Prometheus text exposition (metrics.test.ts reads it too). */
export function cacheCountersIn(text: string) {
  return {
    hits: sampleIn(text, 'greenscape_read_cache_hits_total') ?? NaN,
    misses: sampleIn(text, 'greenscape_read_cache_misses_total') ?? NaN,
  };
}

/**
 * Full garbage collections so far (prom-client's default `nodejs_gc_duration_seconds`, kind
 * major): each holds up the requests of its moment (docs/performance.md, "Where the tail comes
 * from"), so the steady-rate line says how many fell in its run.
 */
export function fullCollectionsIn(text: string) {
  // None before the first full collection.
  const major = (name: string) => sampleIn(text, `${name}{kind="major"}`) ?? 0;
  return {
    count: major('nodejs_gc_duration_seconds_count'),
    ms: major('nodejs_gc_duration_seconds_sum') * 1000,
  };
}

/** The server's metrics text, as a scraper reads it. */
export async function metricsText(base: string) {
  const res = await fetch(`${base}${pathOf(systemApi.metrics)}`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  if (res.status !== 200) {
    throw new Error(`metrics: ${res.status}`);
  }
  return res.text();
}

/** Cursors of the admin tabs' later pages, 50 rows apart, from one admin's walk through them. */
async function deepPages(base: string, admin: { id: string; cookie: string }) {
  const pages: DeepPage[] = [];
  for (const key of ['new', 'inprogress', 'completed'] as const) {
    let cursor: string | undefined;
    for (let page = 0; page < 40; page++) {
      const url = urlOf(projectsApi.teamProject, {
        params: { key, adminId: admin.id },
        query: { limit: 50, ...(cursor ? { cursor } : {}) },
      });
      const res = await fetch(`${base}${url}`, { headers: { cookie: admin.cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) {
        throw new Error(`${url}: ${res.status}`);
      }
      cursor = res.headers.get('x-next-cursor') ?? undefined;
      if (!cursor) {
        break;
      }
      pages.push({ key, cursor });
    }
  }
  return pages;
}

export async function realTrafficScenario(base: string, users: TrafficUsers): Promise<Scenario> {
  return {
    name: realTrafficName,
    path: '',
    kind: 'traffic',
    traffic: new TrafficMix(users, await deepPages(base, users.admins[0]!)),
  };
}

/**
 * BENCH_KINDS: the mix restricted to each named kind in turn, not judged, to see what one
 * kind of request costs among many people (a write, the customer's list) rather than one URL.
 */
export function oneKindScenarios(traffic: TrafficMix, kinds: string[]): Scenario[] {
  // Reads first: the writes add projects and messages to the very pages the reads measure.
  const ordered = [...kinds].sort(
    (a, b) => Number(a.startsWith('write: ')) - Number(b.startsWith('write: ')),
  );
  return ordered.map((kind) => ({
    name: `${realTrafficName}, ${kind} alone`,
    path: '',
    kind: 'traffic',
    traffic: new OneKindMix(traffic, kind),
  }));
}

export async function measureTraffic(
  base: string,
  mix: TrafficMix,
  options: { connections: number; seconds: number },
  name = realTrafficName,
): Promise<Omit<Measurement, 'ratioToCeiling'>> {
  const byKind: Record<string, number> = {};
  const msByKind: Record<string, number> = {};
  let failures = 0;
  type Sent = { sent?: TrafficRequest; at?: number };
  const before = await cacheCounters(base);
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest(request, context) {
          const next = mix.next();
          // A connection sends one request at a time, right after this: the answer is to it.
          Object.assign(context, { sent: next, at: performance.now() } satisfies Sent);
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: next.body
              ? { cookie: next.cookie, 'content-type': 'application/json' }
              : { cookie: next.cookie },
            body: next.body ?? '',
          };
        },
        onResponse(status, body, context) {
          const { sent, at } = context as Sent;
          const kind = sent?.kind ?? 'unknown';
          byKind[kind] = (byKind[kind] ?? 0) + 1;
          msByKind[kind] = (msByKind[kind] ?? 0) + performance.now() - (at ?? performance.now());
          if ((status < 200 || status >= 300) && ++failures <= 5) {
            console.log(
              `real traffic: ${status} for ${sent?.method} ${sent?.path}: ${body.slice(0, 200)}`,
            );
          }
        },
      },
    ],
  });
  const after = await cacheCounters(base);
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  const users = mix.users;
  const traffic: TrafficStats = {
    people: {
      customers: users.customers.length,
      partners: users.partners.length,
      admins: users.admins.length,
    },
    cacheHits: hits,
    cacheMisses: misses,
    hitRate: hits + misses > 0 ? hits / (hits + misses) : null,
    byKind,
    meanMsByKind: Object.fromEntries(
      Object.entries(msByKind).map(([kind, ms]) => [
        kind,
        Math.round((ms / byKind[kind]!) * 10) / 10,
      ]),
    ),
    picksLeft: mix.picksLeft,
  };
  return {
    scenario: name,
    kind: 'traffic',
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
    traffic,
  };
}
