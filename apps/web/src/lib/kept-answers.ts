import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { ApiError } from './api-client';

// The last answers of the customer's and the partner's pages, kept on the phone (IndexedDB), so
// that on a plot with no signal the app opens them as they were, saying how old they are
// (docs/offline.md). TanStack's own persister package lags the query library's version and would
// bring a second copy of it; this is its dehydrate-and-store loop, on the library's own
// dehydrate and hydrate.

const storeKey = 'greenscape:kept-answers';
/** A week: older answers mislead more than they help. */
const keptForMs = 7 * 24 * 3600_000;
/**
 * The shape of what is kept: raised by hand when a change of the answers' shapes would make an
 * older phone's kept answers wrong (a build number would drop them with every deploy).
 */
const keptShape = '1';

type Kept = { savedAt: number; build: string; state: DehydratedState };

/** The reads of the job a customer or partner does on site; never the team's or a supplier's. */
const keptGroups = new Set([
  'projects',
  'project',
  'partner',
  'execution',
  'payments',
  'after-care',
  'conversation',
]);
const otherRoles = new Set(['admin', 'supplier']);

export function keepsAnswer(key: QueryKey): boolean {
  const [group, ...rest] = key;
  if (rest.some((part) => typeof part === 'string' && otherRoles.has(part))) {
    return false;
  }
  if (group === 'session') {
    // Who is signed in, and as which customer or partner: the area opens with them.
    return rest[0] === 'state' || rest[0] === 'account';
  }
  return typeof group === 'string' && keptGroups.has(group);
}

const keptQuery = (query: Query) => query.state.status === 'success' && keepsAnswer(query.queryKey);

/**
 * Puts back what the phone kept, before the first page renders, when the page opens without a
 * network (or with one that gets nothing through, lib/no-signal.ts); with one, the server's
 * answers are shown, never an older state first.
 */
export async function restoreKeptAnswers(
  client: QueryClient,
  { noSignal = !navigator.onLine } = {},
): Promise<void> {
  if (!noSignal) {
    return;
  }
  try {
    const kept = await get<Kept>(storeKey);
    if (kept && kept.build === keptShape) {
      // Each answer is dropped a week after it was read, whenever the phone last saved.
      const now = Date.now();
      const queries = kept.state.queries.filter((q) => now - q.state.dataUpdatedAt < keptForMs);
      hydrate(client, { ...kept.state, queries });
      // Asked again from the server as soon as the network is back: a kept answer is never taken
      // for a fresh one.
      await client.invalidateQueries({
        predicate: (query) => keepsAnswer(query.queryKey),
        refetchType: 'none',
      });
    }
  } catch {
    // No IndexedDB (a private window of some browsers): the app works online as before.
  }
}

type KeptQuery = DehydratedState['queries'][number];

/**
 * What the phone keeps, by query, merged across visits: a page opened with a network that gets
 * nothing through starts with an empty cache, and saving that alone would drop every answer
 * kept before the moment they are needed (lib/no-signal.ts). Read from IndexedDB once.
 */
let keptQueries: Map<string, KeptQuery> | undefined;

async function keptSoFar(): Promise<Map<string, KeptQuery>> {
  if (!keptQueries) {
    const stored = await get<Kept>(storeKey).catch(() => undefined);
    const usable = stored?.build === keptShape ? stored.state.queries : [];
    keptQueries ??= new Map(usable.map((q) => [q.queryHash, q]));
  }
  return keptQueries;
}

/** Keeps the answers as they change, at most once a second. */
export function keepAnswers(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = async () => {
    timer = undefined;
    const kept = await keptSoFar();
    const now = Date.now();
    for (const query of dehydrate(client, { shouldDehydrateQuery: keptQuery }).queries) {
      kept.set(query.queryHash, query);
    }
    for (const [hash, query] of kept) {
      if (now - query.state.dataUpdatedAt > keptForMs) {
        kept.delete(hash);
      }
    }
    const state: DehydratedState = { mutations: [], queries: [...kept.values()] };
    await set(storeKey, { savedAt: now, build: keptShape, state } satisfies Kept);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const { error } = event.query.state;
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      // No longer the account's to read (a partner taken off the project): not kept either.
      void keptSoFar().then((kept) => kept.delete(event.query.queryHash));
    }
    if (event.type === 'updated' || event.type === 'removed') {
      timer ??= setTimeout(() => void save().catch(() => undefined), 1000);
    }
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

/** At sign-out, or when the session ended: nothing of the account stays on the phone. */
export async function forgetKeptAnswers(client: QueryClient): Promise<void> {
  keptQueries = new Map();
  client.removeQueries({ predicate: (query) => keepsAnswer(query.queryKey) });
  // A browser without IndexedDB throws as the store opens, before a promise exists to catch:
  // signing out must not fail for want of a store that has nothing to forget.
  await Promise.resolve()
    .then(() => del(storeKey))
    .catch(() => undefined);
}
