import { describe, expect, it } from 'vitest';
import { oneKindScenarios } from './real-traffic';
import { OneKindMix, TrafficMix, writeEvery, writeKinds } from './traffic-mix';
import { readShares } from './traffic-reads';
import type { TrafficUsers } from './traffic-users';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const users: TrafficUsers = {
  customers: [1, 2, 3].map((n) => ({
    id: id(n),
    cookie: `gs_user=c${n}`,
    projects: [id(100 + n), id(200 + n)],
    picked: n === 1 ? [id(101)] : [],
  })),
  partners: [{ id: id(9), cookie: 'gs_service_provider=p', projects: [id(102)] }],
  admins: [{ id: id(7), cookie: 'gs_admin=a' }],
  pickable: [{ customer: 1, projectId: id(202) }],
  projects: [id(101), id(202)],
  picked: [id(101)],
};

// A steady sequence, so that the shares below are the same on every run.
function seeded() {
  let x = 1;
  return () => ((x = (x * 48271) % 2147483647) - 1) / 2147483646;
}

describe("the real-traffic run's requests", () => {
  it('makes every 50th request a write, in turn a new project, a message and a pick', () => {
    const mix = new TrafficMix(users, [{ key: 'new', cursor: 'c' }], seeded());
    const sent = Array.from({ length: writeEvery * 6 }, () => mix.next());
    const writes = sent.filter((r) => r.method !== 'GET');
    expect(sent.map((r, i) => (r.method !== 'GET' ? i + 1 : 0)).filter(Boolean)).toEqual(
      [1, 2, 3, 4, 5, 6].map((k) => k * writeEvery),
    );
    expect(writes.map((w) => w.kind)).toEqual([
      'write: message',
      'write: pick a quotation',
      'write: new project',
      'write: message',
      // The one pickable project is picked once; a pick's later turns are messages.
      'write: message (no pick left)',
      'write: new project',
    ]);
    const pick = writes[1]!;
    expect(pick).toMatchObject({ method: 'PUT', cookie: 'gs_user=c2' });
    expect(pick.path).toBe(`/api/user/project/quotation/${id(202)}/${id(2)}`);
    expect(mix.picksLeft).toBe(0);
  });

  it("reads each person's own pages, in the shares of the mix", () => {
    const mix = new TrafficMix(users, [{ key: 'new', cursor: 'c' }], seeded());
    const reads = Array.from({ length: 49_000 }, () => mix.next()).filter(
      (r) => r.method === 'GET',
    );
    expect(readShares.reduce((sum, s) => sum + s.percent, 0)).toBe(98);
    for (const { kind, percent } of readShares) {
      const share = reads.filter((r) => r.kind === kind).length / reads.length;
      expect(share, kind).toBeCloseTo(percent / 98, 1);
    }
    for (const r of reads.filter((r) => r.kind.startsWith('customer: milestones'))) {
      // Only the customer with a picked project has milestones.
      expect(r).toMatchObject({
        cookie: 'gs_user=c1',
        path: `/api/projects/${id(101)}/milestones`,
      });
    }
    const admin = reads.filter((r) => r.kind.startsWith('admin'));
    expect(admin.every((r) => r.cookie === 'gs_admin=a' && r.path.startsWith('/api/'))).toBe(true);
  });

  it('sends one kind alone when asked (BENCH_KINDS), and refuses a kind the mix lacks', () => {
    const whole = new TrafficMix(users, []);
    for (const kind of ['customer: project list', 'write: message', 'write: new project']) {
      const mix = new OneKindMix(whole, kind);
      const sent = Array.from({ length: 20 }, () => mix.next());
      expect(new Set(sent.map((r) => r.kind))).toEqual(new Set([kind]));
    }
    const list = new OneKindMix(whole, 'customer: project list').next();
    expect(list).toMatchObject({
      method: 'GET',
      path: expect.stringMatching(/^\/api\/user\/allprojects\//),
    });
    const picks = new OneKindMix(whole, 'write: pick a quotation');
    expect(picks.next().kind).toBe('write: pick a quotation');
    expect(picks.next().kind).toBe('write: message (no pick left)');
    // The pool is the run's: once picked, never picked again by another mix of it.
    expect(whole.picksLeft).toBe(0);
    const later = new TrafficMix(users, [], Math.random, whole.picks);
    expect(
      Array.from({ length: writeEvery * 3 }, () => later.next()).map((r) => r.kind),
    ).not.toContain('write: pick a quotation');
    expect(writeKinds).toHaveLength(3);
    expect(() => new OneKindMix(whole, 'customer: garden party')).toThrow(/no kind/);
    const nobodyPicked = new TrafficMix({ ...users, picked: [] }, []);
    expect(() => new OneKindMix(nobodyPicked, 'admin: milestones')).toThrow(/no request/);
    // Reads are measured before the writes that would grow their pages.
    expect(
      oneKindScenarios(whole, ['write: message', 'customer: bell']).map((s) => s.name),
    ).toEqual(['real traffic, customer: bell alone', 'real traffic, write: message alone']);
  });
});
