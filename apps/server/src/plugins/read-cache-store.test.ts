import { describe, expect, it } from 'vitest';
import { ReadCacheStore } from './read-cache-store';

// Three routes as read-cache-tables.ts declares them, by their tables.
const routes = {
  list: ['projects', 'partner_quotations', 'users'],
  page: ['projects', 'partner_quotations'],
  messages: ['projects', 'project_messages'],
};
const projectA = '0a000000-0000-4000-8000-00000000000a';
const projectB = '0b000000-0000-4000-8000-00000000000b';
const customerA = 'ca000000-0000-4000-8000-0000000000ca';
const customerB = 'cb000000-0000-4000-8000-0000000000cb';
const inA = { route: 'page', tag: `p:${projectA}` };
const inB = { route: 'page', tag: `p:${projectB}` };
const messagesOfA = { route: 'messages', tag: `p:${projectA}` };
const listOfB = { route: 'list', tag: `c:${customerB}` };
const everyList = { route: 'list', tag: 'all' };
const notice = (table: string, project: string, customer: string) =>
  `${table}:${project}:${customer}`;

function listening(ttlMs = 10_000, maxBytes = 1024 * 1024) {
  const store = new ReadCacheStore(ttlMs, routes, maxBytes);
  store.setListening(true);
  return store;
}
const answer = (body: string) => ({ body, headers: {} });

describe('ReadCacheStore', () => {
  it('gives an answer back until its time is up, counting hits and misses', () => {
    const store = listening(10_000);
    expect(store.get('k', 0)).toBeUndefined();
    store.keep('k', answer('[1]'), inA, store.currentVersion, 0);
    expect(store.get('k', 9_999)?.body).toBe('[1]');
    expect(store.get('k', 10_000)).toBeUndefined();
    expect([store.hits, store.misses]).toEqual([1, 2]);
  });

  it("drops on a project's change only the answers of that project, its customer and all projects that show the table", () => {
    const store = listening();
    const since = store.currentVersion;
    store.keep('page A', answer('a'), inA, since, 0);
    store.keep('messages A', answer('m'), messagesOfA, since, 0);
    store.keep('page B', answer('b'), inB, since, 0);
    store.keep('list B', answer('lb'), listOfB, since, 0);
    store.keep('every list', answer('l'), everyList, since, 0);

    store.onNotification(notice('project_messages', projectA, customerA));
    expect(store.get('messages A', 1)).toBeUndefined();
    expect([
      ...['page A', 'page B', 'list B', 'every list'].map((k) => store.get(k, 1)?.body),
    ]).toEqual(['a', 'b', 'lb', 'l']);

    store.onNotification(notice('partner_quotations', projectA, customerA));
    expect(store.get('page A', 1)).toBeUndefined();
    expect(store.get('every list', 1)).toBeUndefined();
    expect(store.get('page B', 1)?.body).toBe('b');
    expect(store.get('list B', 1)?.body).toBe('lb');

    // A change of B's project drops B's customer's list by its customer's id.
    store.onNotification(notice('projects', projectB, customerB));
    expect(store.get('list B', 1)).toBeUndefined();
    expect(store.get('page B', 1)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('drops on a change of a whole table every answer that shows it, whatever its scope', () => {
    const store = listening();
    const since = store.currentVersion;
    store.keep('page A', answer('a'), inA, since, 0);
    store.keep('list B', answer('lb'), listOfB, since, 0);
    store.keep('every list', answer('l'), everyList, since, 0);
    store.onNotification('users');
    expect(store.get('list B', 1)).toBeUndefined();
    expect(store.get('every list', 1)).toBeUndefined();
    expect(store.get('page A', 1)?.body).toBe('a');
    // A table no cached read shows drops nothing; a notice it cannot read drops everything.
    store.onNotification('uploads');
    expect(store.size).toBe(1);
    store.onNotification('projects:not-a-project');
    expect(store.size).toBe(0);
  });

  it('keeps no answer begun before a change that touches it, and no other is lost', () => {
    const store = listening();
    const since = store.currentVersion;
    // The read of A's page began; a write to A committed and was heard; its answer arrives.
    store.onNotification(notice('partner_quotations', projectA, customerA));
    store.keep('page A', answer('stale'), inA, since, 1);
    expect(store.get('page A', 2)).toBeUndefined();
    store.keep('every list', answer('stale'), everyList, since, 1);
    expect(store.get('every list', 2)).toBeUndefined();
    // Answers the change did not touch are kept, though they began before it.
    store.keep('page B', answer('b'), inB, since, 1);
    store.keep('messages A', answer('m'), messagesOfA, since, 1);
    store.keep('list B', answer('lb'), listOfB, since, 1);
    expect(store.size).toBe(3);
    // Begun after it, A's page is kept.
    store.keep('page A', answer('fresh'), inA, store.currentVersion, 2);
    expect(store.get('page A', 3)?.body).toBe('fresh');
  });

  it("keeps no answer begun before its customer's project changed, nor before a table-wide change", () => {
    const store = listening();
    const since = store.currentVersion;
    store.onNotification(notice('projects', projectA, customerB));
    store.keep('list B', answer('stale'), listOfB, since, 1);
    expect(store.get('list B', 2)).toBeUndefined();
    const later = store.currentVersion;
    store.onNotification('users');
    store.keep('list B', answer('stale'), listOfB, later, 1);
    store.keep('page A', answer('a'), inA, later, 1);
    expect(store.get('list B', 2)).toBeUndefined();
    expect(store.get('page A', 2)?.body).toBe('a');
  });

  it('drops everything on a notice it cannot read, and keeps no answer begun before it', () => {
    const store = listening();
    const since = store.currentVersion;
    store.keep('a', answer('a'), inA, since, 0);
    store.onNotification('?');
    expect(store.get('a', 1)).toBeUndefined();
    store.keep('b', answer('b'), inB, since, 1);
    expect(store.get('b', 2)).toBeUndefined();
    store.keep('b', answer('b'), inB, store.currentVersion, 2);
    expect(store.get('b', 3)?.body).toBe('b');
  });

  it('keeps nothing while deaf, when its time is zero, or for a route it does not know', () => {
    const deaf = new ReadCacheStore(10_000, routes);
    deaf.keep('k', answer('x'), inA, deaf.currentVersion, 0);
    expect(deaf.get('k', 1)).toBeUndefined();
    const off = listening(0);
    off.keep('k', answer('x'), inA, off.currentVersion, 0);
    expect(off.get('k', 0)).toBeUndefined();
    const store = listening();
    store.keep('k', answer('x'), { route: 'unknown', tag: 'all' }, store.currentVersion, 0);
    expect(store.size).toBe(0);
  });

  it('drops the oldest answers to stay within its memory', () => {
    const store = listening(10_000, 1000);
    for (const key of ['k1', 'k2', 'k3']) {
      store.keep(key, answer('x'.repeat(200)), inA, store.currentVersion, 0);
    }
    expect(store.get('k1', 1)).toBeUndefined();
    expect(store.get('k3', 1)).toBeDefined();
    // What memory dropped is out of the index too: a change finds only what is there.
    store.onNotification(notice('projects', projectA, customerA));
    expect(store.size).toBe(0);
  });

  it('a barrier is no change, but one unheard or unsent empties the store', async () => {
    const store = listening();
    store.keep('k', answer('x'), inA, store.currentVersion, 0);
    await store.barrier(async (payload) => {
      setTimeout(() => store.onNotification(payload), 1);
    });
    expect(store.get('k', 1)).toBeDefined();
    await store.barrier(async () => undefined, 10);
    expect(store.get('k', 1)).toBeUndefined();
    store.keep('k', answer('x'), inA, store.currentVersion, 0);
    await store.barrier(() => Promise.reject(new Error('connection lost')));
    expect(store.get('k', 1)).toBeUndefined();
  });
});
