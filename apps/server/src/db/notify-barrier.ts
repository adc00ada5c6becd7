const barrierPrefix = 'barrier:';

/**
 * "Has this instance heard every change committed so far?" PostgreSQL delivers notifications in
 * commit order, so hearing a notification we sent after them proves it. The owner passes each
 * payload it hears to `heard` first; `wait` sends a barrier and resolves once it comes back.
 */
export class NotifyBarriers {
  private readonly waiting = new Map<string, (inTime: boolean) => void>();
  private next = 0;

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

  /** Resolves true once heard, false after the timeout or when released unheard. */
  async wait(send: (payload: string) => Promise<unknown>, timeoutMs: number): Promise<boolean> {
    const payload = `${barrierPrefix}${process.pid}:${this.next++}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.waiting.set(payload, resolve);
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    await send(payload);
    const inTime = await heard;
    clearTimeout(timer);
    this.waiting.delete(payload);
    return inTime;
  }
}
