import type { Language } from '@greenscape/shared/language';
import type { Role } from '@greenscape/shared/schemas/auth';
import { NotifyBarriers } from '../../db/notify-barrier';
import type { SessionPurpose } from './session-store';

/** PostgreSQL channel on which migration 0008's trigger names every changed or deleted session. */
export const sessionChangeChannel = 'greenscape_session_change';

export type CachedSession = {
  role: Role;
  accountId: string;
  purpose: SessionPurpose;
  expiresAt: Date;
  language: Language;
  /** When this instance read the row; the entry is trusted for `freshForMs` after that. */
  readAt: number;
};

type Read = { count: number; stale: boolean };

/**
 * The sessions this instance has just read, so that an authenticated read costs one query, not two
 * (docs/decisions/0007-memory-in-front-of-the-database.md). It is only trusted while this instance
 * is listening to the database's change notifications: a logout or password reset on any instance,
 * or a change made by hand, deletes or updates the row and the trigger tells every instance to
 * forget it. An entry is also dropped `freshForMs` after its read, so that the idle timeout and
 * lastSeenAt are still kept by the database (findSession touches the row at most that often
 * anyway). A touch, which only moves lastSeenAt forward, is not announced (migration 0020): nothing
 * the cache keeps has changed.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  // Reads under way per session: a change notified while one is in flight makes its row stale.
  private readonly reading = new Map<string, Read>();
  private readonly barriers = new NotifyBarriers();
  private listening = false;

  constructor(
    private readonly freshForMs: number,
    private readonly maxEntries = 100_000,
  ) {}

  get live(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Listening started or stopped: either way nothing read before can be trusted. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.entries.clear();
    for (const read of this.reading.values()) {
      read.stale = true;
    }
    if (!listening) {
      this.barriers.releaseAll();
    }
  }

  get(idHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) {
      return undefined;
    }
    if (
      !this.listening ||
      now - entry.readAt >= this.freshForMs ||
      entry.expiresAt.getTime() <= now
    ) {
      this.entries.delete(idHash);
      return undefined;
    }
    return entry;
  }

  /** Call before reading a session row; pass what was read (or null) to endRead. */
  beginRead(idHash: string): void {
    const read = this.reading.get(idHash);
    if (read) {
      read.count += 1;
    } else {
      this.reading.set(idHash, { count: 1, stale: false });
    }
  }

  endRead(idHash: string, session: CachedSession | null): void {
    const read = this.reading.get(idHash);
    if (!read) {
      return;
    }
    if (session && this.listening && !read.stale) {
      if (this.entries.size >= this.maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        const oldest = this.entries.keys().next();
        if (!oldest.done) {
          this.entries.delete(oldest.value);
        }
      }
      this.entries.set(idHash, session);
    }
    read.count -= 1;
    if (read.count === 0) {
      this.reading.delete(idHash);
    }
  }

  forget(idHash: string): void {
    this.entries.delete(idHash);
    const read = this.reading.get(idHash);
    if (read) {
      read.stale = true;
    }
  }

  forgetAccount(role: Role, accountId: string): void {
    for (const [idHash, entry] of this.entries) {
      if (entry.role === role && entry.accountId === accountId) {
        this.entries.delete(idHash);
      }
    }
  }

  /** A notification on sessionChangeChannel: a session's hash, or one of our barriers. */
  onNotification(payload: string): void {
    if (!this.barriers.heard(payload)) {
      this.forget(payload);
    }
  }

  /**
   * Waits until every change committed before the call has been heard: notifications arrive in
   * commit order, so hearing our own later one proves it. `send` must notify the payload on
   * sessionChangeChannel. If it is not heard in time, the cache is emptied instead.
   */
  async barrier(send: (payload: string) => Promise<unknown>, timeoutMs = 2000): Promise<void> {
    if (this.listening && !(await this.barriers.wait(send, timeoutMs))) {
      this.entries.clear();
    }
  }
}
