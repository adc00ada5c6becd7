import { allProjects } from './read-cache-scope';

/**
 * When each kind of change was last heard, counted in notices. A request takes `now` when it
 * begins; its answer is kept only if no change heard since may touch it (`changedSince`). An
 * answer read from the database before a change committed can arrive after the change's notice
 * has dropped the entries: without this it would be kept, stale, for the whole of its time.
 */
export class ChangeStamps {
  private last = 0;
  private everything = 0;
  /** Per table: the last notice of any scope; an answer across projects hears them all. */
  private readonly anyOf = new Map<string, number>();
  /** Per table: the last notice of the whole table. */
  private readonly wholeOf = new Map<string, number>();
  /** Per `<tag> <table>`: the last notice naming that project or customer, oldest first. */
  private readonly scoped = new Map<string, number>();
  /**
   * The newest stamp forgotten to keep `scoped` small: a scoped answer begun before it cannot
   * tell whether it missed a change, so it is not kept.
   */
  private forgotten = 0;

  constructor(private readonly maxScoped = 10_000) {}

  get now(): number {
    return this.last;
  }

  everythingChanged(): void {
    this.everything = ++this.last;
  }

  tableChanged(table: string): void {
    const stamp = ++this.last;
    this.anyOf.set(table, stamp);
    this.wholeOf.set(table, stamp);
  }

  scopeChanged(table: string, tags: readonly string[]): void {
    const stamp = ++this.last;
    this.anyOf.set(table, stamp);
    for (const tag of tags) {
      const key = `${tag} ${table}`;
      // Maps iterate in insertion order: set again, the key becomes the newest.
      this.scoped.delete(key);
      this.scoped.set(key, stamp);
    }
    for (const [key, old] of this.scoped) {
      if (this.scoped.size <= this.maxScoped) {
        break;
      }
      this.scoped.delete(key);
      this.forgotten = old;
    }
  }

  /** Whether a change heard after `since` may touch an answer of scope `tag` showing `tables`. */
  changedSince(since: number, tag: string, tables: readonly string[]): boolean {
    if (this.everything > since) {
      return true;
    }
    if (tag === allProjects) {
      return tables.some((table) => (this.anyOf.get(table) ?? 0) > since);
    }
    return (
      this.forgotten > since ||
      tables.some(
        (table) =>
          (this.wholeOf.get(table) ?? 0) > since ||
          (this.scoped.get(`${tag} ${table}`) ?? 0) > since,
      )
    );
  }
}
