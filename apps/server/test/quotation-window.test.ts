import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQuotationWindowOpen } from '@greenscape/shared/workflow';
import type { DatabaseHandle } from '../src/db/client';
import { partnerQuotations, projects, serviceProviders, users } from '../src/db/schema/index';
import { workflowStateOf } from '../src/modules/kernel/project-lock';
import { quotationWindowOpen } from '../src/modules/quotations/quotation-window-sql';
import { freshDatabase } from './helpers/test-database';

// The quotation window is one rule (packages/shared/src/workflow.ts); the partner's
// New tab states it in SQL. Both must answer the same for every kind of project, a missing
// closing time included (the two once disagreed there).
describe('the quotation window, in TypeScript and in SQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('opens and closes the same projects', async () => {
    const { db } = database;
    const now = new Date('2026-11-24T12:00:00Z');
    const later = new Date('2026-11-25T12:00:00Z');
    const earlier = new Date('2026-11-23T12:00:00Z');
    const [client] = await db.insert(users).values({ email: 'window@example.com' }).returning();
    const partners = await db
      .insert(serviceProviders)
      .values(
        [1, 2, 3].map((n) => ({
          email: `window-partner-${n}@example.com`,
          phone: `+91977000000${n}`,
        })),
      )
      .returning();
    const open = {
      status: 'In Progress',
      quotationSent: true,
      visibleToClient: false,
      selectedQuotation: null,
      quotationWindowClosesAt: later,
    } as const;
    const cases: { name: string; row: Partial<typeof projects.$inferInsert>; quotes?: number }[] = [
      { name: 'open', row: open },
      { name: 'two quotations in', row: open, quotes: 2 },
      { name: 'three quotations in', row: open, quotes: 3 },
      { name: 'past its closing time', row: { ...open, quotationWindowClosesAt: earlier } },
      { name: 'no closing time', row: { ...open, quotationWindowClosesAt: null } },
      { name: 'not shared', row: { ...open, quotationSent: false } },
      { name: 'released', row: { ...open, visibleToClient: true } },
      { name: 'picked', row: { ...open, selectedQuotation: 1 } },
      { name: 'new', row: { ...open, status: 'New' } },
      { name: 'completed', row: { ...open, status: 'Completed' } },
    ];
    const ids = new Map<string, string>();
    for (const c of cases) {
      const [row] = await db
        .insert(projects)
        .values({
          clientId: client!.id,
          service: 'landscaping',
          budget: '2-3L',
          desc: c.name,
          ...c.row,
        })
        .returning();
      ids.set(c.name, row!.id);
      for (let num = 1; num <= (c.quotes ?? 0); num++) {
        await db.insert(partnerQuotations).values({
          projectId: row!.id,
          partnerId: partners[num - 1]!.id,
          num,
          name: 'Partner',
          phone: '+919770000000',
          totalAmountPaise: 100,
        });
      }
    }
    const rows = await db
      .select()
      .from(projects)
      .where(inArray(projects.id, [...ids.values()]));
    const byTypeScript = new Map<string, boolean>();
    for (const row of rows) {
      byTypeScript.set(row.desc, isQuotationWindowOpen(await workflowStateOf(db, row), now));
    }
    const inSql = await db
      .select({ desc: projects.desc })
      .from(projects)
      .where(
        sql`${inArray(projects.id, [...ids.values()])} and ${quotationWindowOpen(sql`${now.toISOString()}`)}`,
      );
    const bySql = new Set(inSql.map((r) => r.desc));
    const answers = cases.map((c) => [c.name, byTypeScript.get(c.name), bySql.has(c.name)]);
    expect(answers).toEqual(
      cases.map((c) => [c.name, byTypeScript.get(c.name), byTypeScript.get(c.name)]),
    );
    // And the rule itself: only the open ones with room for a quotation.
    expect(cases.filter((c) => byTypeScript.get(c.name)).map((c) => c.name)).toEqual([
      'open',
      'two quotations in',
    ]);
  });
});
