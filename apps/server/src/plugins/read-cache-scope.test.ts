import { describe, expect, it } from 'vitest';
import { acrossProjects, dataChangeOf, oneCustomer, oneProject } from './read-cache-scope';

const id = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const other = 'A0B1C2D3-E4F5-4A6B-8C7D-8E9FA0B1C2D3';

describe('read cache scopes', () => {
  it("tags an answer by its URL's project or customer, and anything else as all projects", () => {
    expect(oneProject('projectId')({ projectId: id })).toBe(`p:${id}`);
    expect(oneCustomer('userId')({ userId: id })).toBe(`c:${id}`);
    expect(oneProject('key')({ key: 'new' })).toBe('all');
    expect(oneProject('key')({})).toBe('all');
    expect(acrossProjects({ id })).toBe('all');
  });

  it('reads the notices of migrations 0009 and 0018', () => {
    expect(dataChangeOf(`payments:${id}:${other}`)).toEqual({
      kind: 'scoped',
      table: 'payments',
      tags: [`p:${id}`, `c:${other.toLowerCase()}`],
    });
    expect(dataChangeOf('users')).toEqual({ kind: 'table', table: 'users' });
    for (const payload of ['', `payments:${id}`, `payments:${id}:x`, 'a b', `:${id}:${id}`]) {
      expect(dataChangeOf(payload), payload).toEqual({ kind: 'unknown' });
    }
  });
});
