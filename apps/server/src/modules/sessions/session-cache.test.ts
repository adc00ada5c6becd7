import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache';

const session = (readAt: number, over: Partial<CachedSession> = {}): CachedSession => ({
  role: 'user',
  accountId: 'a1',
  purpose: 'signin',
  expiresAt: new Date(readAt + 3_600_000),
  language: 'en',
  readAt,
  ...over,
});

function listeningCache(freshForMs = 60_000, maxEntries = 100) {
  const cache = new SessionCache(freshForMs, maxEntries);
  cache.setListening(true);
  return cache;
}

function keep(cache: SessionCache, idHash: string, value: CachedSession) {
  cache.beginRead(idHash);
  cache.endRead(idHash, value);
}

describe('SessionCache', () => {
  it('keeps a read session for its freshness window and not past its expiry', () => {
    const cache = listeningCache(60_000);
    keep(cache, 'h1', session(1000));
    expect(cache.get('h1', 1000 + 59_999)?.accountId).toBe('a1');
    expect(cache.get('h1', 1000 + 60_000)).toBeUndefined();
    keep(cache, 'h2', session(1000, { expiresAt: new Date(2000) }));
    expect(cache.get('h2', 1999)).toBeDefined();
    expect(cache.get('h2', 2000)).toBeUndefined();
  });

  it('keeps nothing and answers nothing while it is not listening', () => {
    const cache = new SessionCache(60_000);
    keep(cache, 'h1', session(0));
    expect(cache.get('h1', 1)).toBeUndefined();
    cache.setListening(true);
    keep(cache, 'h1', session(0));
    expect(cache.get('h1', 1)).toBeDefined();
    cache.setListening(false);
    expect(cache.get('h1', 1)).toBeUndefined();
  });

  it('does not keep a row whose change was notified while it was being read', () => {
    const cache = listeningCache();
    cache.beginRead('h1');
    cache.beginRead('h1');
    cache.onNotification('h1');
    cache.endRead('h1', session(0));
    cache.endRead('h1', session(0));
    expect(cache.get('h1', 1)).toBeUndefined();
    // The next read, begun after the change, is kept.
    keep(cache, 'h1', session(0));
    expect(cache.get('h1', 1)).toBeDefined();
  });

  it('forgets one session on a notification and every session of an account on request', () => {
    const cache = listeningCache();
    keep(cache, 'h1', session(0));
    keep(cache, 'h2', session(0));
    keep(cache, 'h3', session(0, { accountId: 'a2' }));
    cache.onNotification('h1');
    expect(cache.get('h1', 1)).toBeUndefined();
    cache.forgetAccount('user', 'a1');
    expect(cache.get('h2', 1)).toBeUndefined();
    expect(cache.get('h3', 1)).toBeDefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = listeningCache(60_000, 2);
    keep(cache, 'h1', session(0));
    keep(cache, 'h2', session(0));
    keep(cache, 'h3', session(0));
    expect(cache.size).toBe(2);
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h3', 1)).toBeDefined();
  });

  it('returns from a barrier once its own notification is heard', async () => {
    const cache = listeningCache();
    keep(cache, 'h1', session(0));
    await cache.barrier(async (payload) => {
      setTimeout(() => cache.onNotification(payload), 5);
    });
    expect(cache.get('h1', 1)).toBeDefined();
  });

  it('empties itself when a barrier is not heard in time', async () => {
    const cache = listeningCache();
    keep(cache, 'h1', session(0));
    await cache.barrier(async () => undefined, 20);
    expect(cache.get('h1', 1)).toBeUndefined();
  });
});
