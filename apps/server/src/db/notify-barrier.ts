import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const barrierPrefix = 'barrier:';

/**
 * "Has this instance heard every change committed so far?" PostgreSQL delivers notifications in
 * commit order, so hearing a notification we sent after them proves it. The owner passes each
 * payload it hears to `heard` first; `wait` sends a barrier and resolves once it comes back.
 */
export class NotifyBarriers {
  private readonly waiting = new Map<string, (inTime: boolean) => void>();

  /** True when the payload was one of our barriers (and so is no change of data). */
  heard(payload: string): boolean {
    if (!payload.startsWith(barrierPrefix)) {
      return false;
    }
    this.waiting.get(payload)?.(true);
    this.waiting.delete(payload);
    return true;
  }

  /** Nobody will hear a barrier now (listening stopped): let the waiters go. */
  releaseAll(): void {
    for (const release of this.waiting.values()) {
      release(false);
    }
    this.waiting.clear();
  }

  /**
   * Resolves true once heard, false after the timeout or when released unheard; rejects when
   * the barrier cannot be sent.
   */
  async wait(send: (payload: string) => Promise<unknown>, timeoutMs: number): Promise<boolean> {
    // Unique across every listener of the channel, in this process or another: a barrier
    // another waiter sent earlier proves nothing about the changes this one waits for.
    const payload = `${barrierPrefix}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.waiting.set(payload, resolve);
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      await send(payload);
      return await heard;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(payload);
    }
  }
}

/** What a cache of this instance needs from a notification channel. */
export type ChannelListener = {
  onNotification(payload: string): void;
  setListening(listening: boolean): void;
};

/**
 * Keeps `listener` told of `channel` for the life of the app (LISTEN until it closes); a lost
 * connection is logged with `lostWarning`, if given.
 */
export async function listenForApp(
  app: FastifyInstance,
  channel: string,
  listener: ChannelListener,
  lostWarning?: string,
): Promise<void> {
  let live = false;
  const unlisten = await app.database.listen(channel, {
    onNotification: (payload) => listener.onNotification(payload),
    onListening: (listening) => {
      if (!listening && live && lostWarning) {
        app.log.warn(lostWarning);
      }
      live = listening;
      listener.setListening(listening);
    },
  });
  app.addHook('onClose', async () => unlisten());
}

/** Sends a payload on a channel, as a barrier does to find out what has been heard. */
export function notifier(app: FastifyInstance, channel: string) {
  return (payload: string) =>
    app.database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
