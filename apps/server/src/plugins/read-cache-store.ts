import { NotifyBarriers } from '../db/notify-barrier';

/** PostgreSQL channel on which migration 0009's triggers announce every change of shown data. */
export const dataChangeChannel = 'greenscape_data_change';

export type CachedAnswer = { body: string; headers: Record<string, string> };
type Entry = CachedAnswer & { storedAt: number; bytes: number };

/**
 * Answers of the busiest reads (issue 9), each for one caller and one URL, reused for at most
 * `ttlMs`. Any change of the data they show, on any instance, empties it: every answer is
 * stamped with the data version current when its request began, and one that began before a
 * change is never kept. Only trusted while this instance hears the change notifications.
 */
export class ReadCacheStore {
  private readonly entries = new Map<string, Entry>();
  private readonly barriers = new NotifyBarriers();
  private version = 0;
  private bytes = 0;
  private listening = false;
  /** Lookups answered from the cache and not, since start (the /metrics counters). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get enabled(): boolean {
    return this.listening && this.ttlMs > 0;
  }

  /** The data version a request begins with; pass it back to `keep`. */
  get currentVersion(): number {
    return this.version;
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

  /** Data changed: nothing kept so far may be shown again. */
  changed(): void {
    this.version += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  onNotification(payload: string): void {
    // A barrier is not a change itself, but everything before it has been heard by now.
    if (!this.barriers.heard(payload)) {
      this.changed();
    }
  }

  get(key: string, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    if (!this.enabled || now - entry.storedAt >= this.ttlMs) {
      this.drop(key, entry);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry;
  }

  keep(key: string, answer: CachedAnswer, since: number, now: number): void {
    if (!this.enabled || since !== this.version) {
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
    this.entries.set(key, { ...answer, storedAt: now, bytes });
    this.bytes += bytes;
  }

  /** Waits until every change committed before the call has been heard (see NotifyBarriers). */
  async barrier(send: (payload: string) => Promise<unknown>, timeoutMs = 2000): Promise<void> {
    if (this.listening && !(await this.barriers.wait(send, timeoutMs))) {
      this.changed();
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
