import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildWorld, type World } from './security/world';

// Every query the busiest pages run can be served by an index. Plans are asked for with
// sequential scans switched off, so a Seq Scan left in a plan means no index fits the query,
// however small the test database is.

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
};

/**
 * Scans that read a whole table: a Seq Scan, or a walk over a whole index only to filter its rows
 * (what the planner picks to dodge the switched-off Seq Scan when no index fits).
 */
function wholeTableScans(node: PlanNode, found: string[] = []): string[] {
  const indexWalk = node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan';
  if (
    node['Node Type'] === 'Seq Scan' ||
    (indexWalk && !node['Index Cond'] && node.Filter !== undefined)
  ) {
    found.push(node['Relation Name'] ?? '?');
  }
  for (const child of node.Plans ?? []) {
    wholeTableScans(child, found);
  }
  return found;
}

/** A Limit straight over a Sort: every match is read and sorted to keep a page of them. */
function sortsBeforeLimit(node: PlanNode): boolean {
  const child = node.Plans?.[0];
  if (node['Node Type'] === 'Limit' && child?.['Node Type'] === 'Sort') {
    return true;
  }
  return (node.Plans ?? []).some(sortsBeforeLimit);
}

function indexesUsed(node: PlanNode, found = new Set<string>()): Set<string> {
  if (node['Index Name']) {
    found.add(node['Index Name']);
  }
  for (const child of node.Plans ?? []) {
    indexesUsed(child, found);
  }
  return found;
}

/** The plan's scans of one table. */
function scansOf(node: PlanNode, table: string, found: PlanNode[] = []): PlanNode[] {
  if (node['Relation Name'] === table) {
    found.push(node);
  }
  for (const child of node.Plans ?? []) {
    scansOf(child, table, found);
  }
  return found;
}

/** Adds `items` to what `key` has gathered in `map`. */
function append(map: Map<string, string[]>, key: string, items: string[]) {
  map.set(key, [...(map.get(key) ?? []), ...items]);
}

/**
 * The plan PostgreSQL keeps for a prepared read (db/prepared.ts: its connections force the
 * generic plan), which knows no parameter's value: a partial index whose condition is a
 * parameter cannot be used there, whatever the plan for the values at hand does.
 */
async function genericPlan(t: TestApp, text: string, params: unknown[]): Promise<PlanNode> {
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare generic_plan_check as ${text}`));
    try {
      await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      const result = (await tx.execute(
        sql.raw(`explain (format json) execute generic_plan_check${args}`),
      )) as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] };
      return result.rows[0]!['QUERY PLAN'][0]!.Plan;
    } finally {
      await tx.execute(sql.raw('deallocate generic_plan_check'));
    }
  });
}

describe('query plans of the busiest pages', () => {
  const statements: { text: string; params: unknown[] }[] = [];
  let recording = false;
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(
      // The plans of the queries themselves, so no answer comes from the read cache.
      { READ_CACHE_SECONDS: '0' },
      {
        onQuery: (text, params) => {
          if (recording) {
            statements.push({ text, params });
          }
        },
      },
    );
    w = await buildWorld(t);
    // A second New project, so that the admin's New tab has a next page.
    await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${w.ids.customerA}`,
      cookies: w.cookies.customerA,
      payload: { service: 'kitchen-gardening', budget: '1-1.5L', desc: 'Herbs' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/supplier/${w.ids.supplier}`,
      cookies: w.cookies.supplier,
      payload: {
        updatationDetails: {
          materialInfo: [
            { materialName: 'Lawn grass roll', materialPrice: 28 },
            { materialName: 'Cocopeat block', materialPrice: 95 },
          ],
        },
      },
    });
    // A conversation with messages by both sides, so the team's bell has some unread.
    for (const who of ['customerA', 'admin', 'customerA'] as const) {
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${w.projectId}/messages`,
        cookies: w.cookies[who],
        payload: { text: `A word from ${who}` },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    // A conversation longer than a page, with fresh statistics as a database in use has (the
    // bench's seed does the same): on three rows any planner sorts rather than walk the index.
    await t.database.db.execute(sql`
      insert into project_messages
        (project_id, author_role, author_id, author_name, text, photos, created_at)
      select ${w.projectId}::uuid, 'user', ${w.ids.customerA}::uuid, 'Owner A', 'Note ' || g, '{}',
             now() - make_interval(mins => g)
      from generate_series(1, 400) g`);
    await t.database.db.execute(sql`analyze project_messages`);
  });
  afterAll(() => t.close());

  const scenarios = (): [string, keyof World['cookies'], string][] => [
    ['customer project list', 'customerA', `/api/user/allprojects/${w.ids.customerA}`],
    ['customer project', 'customerA', `/api/user/project/${w.projectId}/${w.ids.customerA}`],
    ['admin New tab', 'admin', `/api/admin/project/new/${w.ids.admin}?limit=1`],
    [
      'partner New tab',
      'partnerInvited',
      `/api/service-provider/project/new/${w.ids.partnerInvited}`,
    ],
    ['admin price search', 'admin', `/api/admin/getprices/${w.ids.admin}?item=grass`],
    // The search box by part of a customer's name or phone (migration 0021's trigram indexes).
    ['admin search by name', 'admin', `/api/admin/search/${w.ids.admin}?q=wner`],
    ['admin search by phone', 'admin', `/api/admin/search/${w.ids.admin}?q=1100001`],
    ['public partner profile', 'anonymous', `/api/service-provider/${w.ids.partnerInvited}`],
    // The conversation's page, the bell's counts every page reads (the team's, which takes
    // part in every project, counts unread messages too), and its panel.
    ['conversation list', 'customerA', `/api/projects/${w.projectId}/messages`],
    ['admin bell', 'admin', '/api/notifications/unread?role=admin'],
    ['customer bell', 'customerA', '/api/notifications/unread?role=user'],
    ['admin notice panel', 'admin', '/api/notifications?role=admin'],
    // The ledger, the partner's payouts, and the team's payments waiting across projects.
    ['payments ledger', 'customerA', `/api/projects/${w.pickedProjectId}/payments`],
    ['partner payouts', 'partnerInvited', `/api/projects/${w.pickedProjectId}/payouts`],
    ['admin waiting payments', 'admin', `/api/admin/payments/${w.ids.admin}`],
  ];

  it('uses an index for every query, the deep admin page included', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/admin/project/new/${w.ids.admin}?limit=1`,
      cookies: w.cookies.admin,
    });
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${w.projectId}/messages`,
      cookies: w.cookies.admin,
    });
    const oldest = messages.json<{ _id: string }[]>().at(-1)!._id;
    const all = [
      ...scenarios(),
      [
        'conversation list, older page',
        'admin',
        `/api/projects/${w.projectId}/messages?before=${oldest}`,
      ] as [string, keyof World['cookies'], string],
      [
        'admin New tab, next page',
        'admin',
        `/api/admin/project/new/${w.ids.admin}?limit=1&cursor=${encodeURIComponent(String(cursor))}`,
      ] as [string, keyof World['cookies'], string],
    ];
    // The visibility map autovacuum keeps for a table of old rows: without it the planner costs
    // an index-only scan as one that reads every row too, and picks another.
    await t.database.db.execute(sql`vacuum analyze project_messages`);
    const unindexed: string[] = [];
    const used = new Map<string, Set<string>>();
    const usedGeneric = new Map<string, Set<string>>();
    const markLookups = new Map<string, string[]>();
    const messageScans = new Map<string, string[]>();
    for (const [name, who, url] of all) {
      statements.length = 0;
      recording = true;
      const res = await t.app.inject({ method: 'GET', url, cookies: w.cookies[who] });
      recording = false;
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const selects = statements.filter((s) => /^\s*(select|with)\b/i.test(s.text));
      expect(selects.length, name).toBeGreaterThan(0);
      for (const s of selects) {
        const [plan] = (await t.database.indexPlan(s.text, s.params)) as { Plan: PlanNode }[];
        used.set(name, indexesUsed(plan!.Plan, used.get(name)));
        const nodeTypes = (node: PlanNode) =>
          scansOf(node, 'project_messages').map((scan) => scan['Node Type']);
        if (['admin waiting payments', 'admin bell', 'admin notice panel'].includes(name)) {
          const generic = await genericPlan(t, s.text, s.params);
          usedGeneric.set(name, indexesUsed(generic, usedGeneric.get(name)));
          append(messageScans, `${name}, generic`, nodeTypes(generic));
        }
        append(messageScans, name, nodeTypes(plan!.Plan));
        append(
          markLookups,
          name,
          scansOf(plan!.Plan, 'project_message_reads').map(
            (scan) => `${scan['Index Cond'] ?? ''} ${scan.Filter ?? ''}`,
          ),
        );
        // The paged lists walk their index in order instead of sorting every match.
        if (/tab|list/.test(name) && sortsBeforeLimit(plan!.Plan)) {
          unindexed.push(`${name}: sorts before the limit in ${s.text.slice(0, 160)}`);
        }
        for (const table of wholeTableScans(plan!.Plan)) {
          unindexed.push(`${name}: ${table} in ${s.text.slice(0, 160)}`);
        }
      }
    }
    expect(unindexed).toEqual([]);
    expect([...used.get('conversation list')!]).toContain('project_messages_page_idx');
    expect([...used.get('admin bell')!]).toEqual(
      expect.arrayContaining([
        'notifications_unread_idx',
        'notifications_unread_message_idx',
        'project_messages_page_idx',
      ]),
    );
    // Each project's read mark is looked up by its project, never every mark of the reader read
    // and filtered per project (unread-messages.ts).
    expect(markLookups.get('admin bell')).toEqual([expect.stringContaining('project_id')]);
    // The messages by others are counted from the index alone, not each one's row (migration 0036).
    expect(messageScans.get('admin bell')).toEqual(['Index Only Scan']);
    // As the prepared read runs it in production, too (feed.ts).
    expect(messageScans.get('admin bell, generic')).toEqual(['Index Only Scan']);
    // The panel counts as the bell does, and reads its latest notices along their index.
    expect(messageScans.get('admin notice panel, generic')).toEqual(['Index Only Scan']);
    expect([...usedGeneric.get('admin notice panel')!]).toContain('notifications_recipient_idx');
    expect([...used.get('admin waiting payments')!]).toContain('payments_reported_idx');
    // As the prepared read runs it in production, too (waiting.ts).
    expect([...usedGeneric.get('admin waiting payments')!]).toContain('payments_reported_idx');
    expect([...used.get('payments ledger')!]).toContain('payments_project_idx');
    expect([...used.get('admin search by name')!]).toContain('users_name_trgm_idx');
    expect([...used.get('admin search by phone')!]).toContain('users_phone_trgm_idx');
    // The search for a word inside material names is served by the trigram index.
    expect([...used.get('admin price search')!]).toContain('supplier_materials_name_trgm_idx');
  });
});
