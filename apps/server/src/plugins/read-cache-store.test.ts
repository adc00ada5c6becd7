import { describe, expect, it } from 'vitest';
import { ReadCacheStore } from './read-cache-store';

function listening(ttlMs = 10_000, maxBytes = 1024 * 1024) {
  const store = new ReadCacheStore(ttlMs, maxBytes);
  store.setListening(true);
  return store;
}
const answer = (body: string) => ({ body, headers: {} });

describe('ReadCacheStore', () => {
  it('gives an answer back until its time is up', () => {
    const store = listening(10_000);
    store.keep('k', answer('[1]'), store.currentVersion, 0);
    expect(store.get('k', 9_999)?.body).toBe('[1]');
    expect(store.get('k', 10_000)).toBeUndefined();
  });

  it('drops everything on a change, and keeps no answer begun before it', () => {
    const store = listening();
    const since = store.currentVersion;
    store.keep('a', answer('a'), since, 0);
    store.onNotification('projects');
    expect(store.get('a', 1)).toBeUndefined();
    store.keep('b', answer('b'), since, 1);
    expect(store.get('b', 2)).toBeUndefined();
    store.keep('b', answer('b'), store.currentVersion, 2);
    expect(store.get('b', 3)?.body).toBe('b');
  });

  it('keeps nothing while deaf, or when its time is zero', () => {
    const deaf = new ReadCacheStore(10_000);
    deaf.keep('k', answer('x'), deaf.currentVersion, 0);
    expect(deaf.get('k', 1)).toBeUndefined();
    const off = listening(0);
    off.keep('k', answer('x'), off.currentVersion, 0);
    expect(off.get('k', 0)).toBeUndefined();
  });

  it('drops the oldest answers to stay within its memory', () => {
    const store = listening(10_000, 1000);
    for (const key of ['k1', 'k2', 'k3']) {
      store.keep(key, answer('x'.repeat(200)), store.currentVersion, 0);
    }
    expect(store.get('k1', 1)).toBeUndefined();
    expect(store.get('k3', 1)).toBeDefined();
  });

  it('a barrier is no change, but one unheard empties the store', async () => {
    const store = listening();
    store.keep('k', answer('x'), store.currentVersion, 0);
    await store.barrier(async (payload) => {
      setTimeout(() => store.onNotification(payload), 1);
    });
    expect(store.get('k', 1)).toBeDefined();
    await store.barrier(async () => undefined, 10);
    expect(store.get('k', 1)).toBeUndefined();
  });
});
