import { describe, expect, it } from 'vitest';
import { ChangeStamps } from './read-cache-stamps';

describe('ChangeStamps', () => {
  it('tells a scoped answer only of changes to its own tag and tables', () => {
    const stamps = new ChangeStamps();
    const since = stamps.now;
    stamps.scopeChanged('project_messages', ['p:a', 'c:x']);
    expect(stamps.changedSince(since, 'p:a', ['projects', 'project_messages'])).toBe(true);
    expect(stamps.changedSince(since, 'c:x', ['project_messages'])).toBe(true);
    expect(stamps.changedSince(since, 'p:a', ['projects'])).toBe(false);
    expect(stamps.changedSince(since, 'p:b', ['project_messages'])).toBe(false);
    expect(stamps.changedSince(since, 'all', ['project_messages'])).toBe(true);
    expect(stamps.changedSince(since, 'all', ['projects'])).toBe(false);
    expect(stamps.changedSince(stamps.now, 'p:a', ['project_messages'])).toBe(false);
  });

  it('tells every answer of a table-wide change, and of a change of everything', () => {
    const stamps = new ChangeStamps();
    const since = stamps.now;
    stamps.tableChanged('users');
    expect(stamps.changedSince(since, 'p:a', ['projects', 'users'])).toBe(true);
    expect(stamps.changedSince(since, 'p:a', ['projects'])).toBe(false);
    stamps.everythingChanged();
    expect(stamps.changedSince(since, 'p:a', ['projects'])).toBe(true);
  });

  it('forgets the oldest scopes to stay small, and then keeps no scoped answer begun before', () => {
    const stamps = new ChangeStamps(2);
    const first = stamps.now;
    stamps.scopeChanged('projects', ['p:a']);
    const second = stamps.now;
    stamps.scopeChanged('projects', ['p:b']);
    stamps.scopeChanged('projects', ['p:c']);
    // p:a's stamp is forgotten: an answer begun before it cannot tell, so it is not kept ...
    expect(stamps.changedSince(first, 'p:z', ['projects'])).toBe(true);
    // ... while one begun after it can, and a list across projects still hears every table.
    expect(stamps.changedSince(second, 'p:z', ['projects'])).toBe(false);
    expect(stamps.changedSince(second, 'p:b', ['projects'])).toBe(true);
    expect(stamps.changedSince(stamps.now, 'all', ['projects'])).toBe(false);
  });
});
