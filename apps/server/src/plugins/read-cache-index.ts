/**
 * The keys of cached answers by route and scope tag, so that a change finds the answers it
 * touches without looking at the others: a message in one project costs the entries of that
 * project, not a walk over every customer's.
 */
export class ScopeIndex {
  private readonly byRoute = new Map<string, Map<string, Set<string>>>();

  add(route: string, tag: string, key: string): void {
    let tags = this.byRoute.get(route);
    if (!tags) {
      tags = new Map();
      this.byRoute.set(route, tags);
    }
    let keys = tags.get(tag);
    if (!keys) {
      keys = new Set();
      tags.set(tag, keys);
    }
    keys.add(key);
  }

  remove(route: string, tag: string, key: string): void {
    const tags = this.byRoute.get(route);
    const keys = tags?.get(tag);
    keys?.delete(key);
    if (keys?.size === 0) {
      tags!.delete(tag);
    }
  }

  /** The keys of the route's answers of these tags (copied: the caller drops them). */
  keysOf(route: string, tags: readonly string[]): string[] {
    const byTag = this.byRoute.get(route);
    return byTag ? tags.flatMap((tag) => [...(byTag.get(tag) ?? [])]) : [];
  }

  /** The keys of all the route's answers. */
  allKeysOf(route: string): string[] {
    return [...(this.byRoute.get(route)?.values() ?? [])].flatMap((keys) => [...keys]);
  }

  clear(): void {
    this.byRoute.clear();
  }
}
