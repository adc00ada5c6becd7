import { NotifyBarriers } from '../db/notify-barrier';
import { ScopeIndex } from './read-cache-index';
import { allProjects, dataChangeOf } from './read-cache-scope';
import { ChangeStamps } from './read-cache-stamps';

/** PostgreSQL channel on which migrations 0009 and 0018's triggers announce changes of shown data. */
export const dataChangeChannel = 'greenscape_data_change';

export type CachedAnswer = { body: string; headers: Record<string, string> };
/** What an answer shows: its route's tables (read-cache-tables.ts) within its scope tag. */
export type AnswerScope = { route: string; tag: string };
type Entry = CachedAnswer & AnswerScope & { storedAt: number; bytes: number };

/**
 * Answers of the busiest reads (docs/decisions/0007-memory-in-front-of-the-database.md), each for
 * one caller and one URL, reused for at most `ttlMs`. A change drops the answers that may show it,
 * on any instance: those of the changed table's routes whose scope is the changed project, its
 * customer, or all projects (read-cache-scope.ts). An answer whose request began before a change
 * that touches it is never kept (read-cache-stamps.ts). Only trusted while this instance hears the
 * change notifications.
 */
export class ReadCacheStore {
  /** Reads answered from memory, and reads that found nothing usable (the bench reports them). */
  hits = 0;
  misses = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly index = new ScopeIndex();
  private readonly stamps = new ChangeStamps();
  private readonly barriers = new NotifyBarriers();
  private readonly tablesOf: Map<string, readonly string[]>;
  private readonly routesOf = new Map<string, string[]>();
  private bytes = 0;
  private listening = false;

  /** `routeTables`: the tables each cached route shows, by route key. */
  constructor(
    private readonly ttlMs: number,
    routeTables: Readonly<Record<string, readonly string[]>>,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {
    this.tablesOf = new Map(Object.entries(routeTables));
    for (const [route, tables] of this.tablesOf) {
      for (const table of tables) {
        this.routesOf.set(table, [...(this.routesOf.get(table) ?? []), route]);
      }
    }
  }

  get enabled(): boolean {
    return this.listening && this.ttlMs > 0;
  }

  /** The change stamp a request begins with; pass it back to `keep`. */
  get currentVersion(): number {
    return this.stamps.now;
  }

  get size(): number {
    return this.entries.size;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.changed();
    if (!listening) {
      this.barriers.releaseAll();
    }
  }

  /** Anything may have changed: nothing kept so far may be shown again. */
  changed(): void {
    this.stamps.everythingChanged();
    this.entries.clear();
    this.index.clear();
    this.bytes = 0;
  }

  onNotification(payload: string): void {
    // A barrier is not a change itself, but everything before it has been heard by now.
    if (this.barriers.heard(payload)) {
      return;
    }
    const change = dataChangeOf(payload);
    if (change.kind === 'unknown') {
      this.changed();
      return;
    }
    const routes = this.routesOf.get(change.table) ?? [];
    if (change.kind === 'table') {
      this.stamps.tableChanged(change.table);
      for (const route of routes) {
        this.dropAll(this.index.allKeysOf(route));
      }
      return;
    }
    this.stamps.scopeChanged(change.table, change.tags);
    for (const route of routes) {
      this.dropAll(this.index.keysOf(route, [...change.tags, allProjects]));
    }
  }

  get(key: string, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    const usable = entry !== undefined && this.enabled && now - entry.storedAt < this.ttlMs;
    if (entry && !usable) {
      this.drop(key, entry);
    }
    // Where a hit and a miss are decided.
    if (!entry || !usable) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry;
  }

  keep(key: string, answer: CachedAnswer, scope: AnswerScope, since: number, now: number): void {
    const tables = this.tablesOf.get(scope.route);
    if (!this.enabled || !tables || this.stamps.changedSince(since, scope.tag, tables)) {
      return;
    }
    const bytes = answer.body.length * 2 + key.length * 2;
    if (bytes > this.maxBytes / 2) {
      return;
    }
    const previous = this.entries.get(key);
    if (previous) {
      this.drop(key, previous);
    }
    // Maps iterate in insertion order: drop the oldest answers until this one fits.
    for (const [oldKey, old] of this.entries) {
      if (this.bytes + bytes <= this.maxBytes) {
        break;
      }
      this.drop(oldKey, old);
    }
    this.entries.set(key, { ...answer, ...scope, storedAt: now, bytes });
    this.index.add(scope.route, scope.tag, key);
    this.bytes += bytes;
  }

  /**
   * Waits until every change committed before the call has been heard (see NotifyBarriers); when
   * that cannot be known in time, nothing kept so far is trusted.
   */
  async barrier(send: (payload: string) => Promise<unknown>, timeoutMs = 2000): Promise<void> {
    if (this.listening && !(await this.barriers.wait(send, timeoutMs).catch(() => false))) {
      this.changed();
    }
  }

  private dropAll(keys: readonly string[]): void {
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry) {
        this.drop(key, entry);
      }
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.index.remove(entry.route, entry.tag, key);
    this.bytes -= entry.bytes;
  }
}
