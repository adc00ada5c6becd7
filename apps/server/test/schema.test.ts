import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import {
  partnerQuotationLines,
  partnerQuotations,
  projects,
  quotationTemplateLines,
  quotationTemplates,
  ratings,
  serviceProviders,
  users,
} from '../src/db/schema/index';
import { freshDatabase } from './helpers/test-database';

// The rules that must hold even when two requests race live in the database too.
describe('database schema', () => {
  let database: DatabaseHandle;
  let projectId: string;
  let partnerIds: string[];
  let templateLineId: string;

  beforeAll(async () => {
    database = await freshDatabase();
    const { db } = database;
    const [client] = await db
      .insert(users)
      .values({ email: 'c@example.com', name: 'C' })
      .returning();
    const partners = await db
      .insert(serviceProviders)
      .values([1, 2, 3, 4].map((i) => ({ email: `p${i}@example.com`, phone: `+91980000000${i}` })))
      .returning();
    partnerIds = partners.map((p) => p.id);
    const [project] = await db
      .insert(projects)
      .values({ clientId: client!.id, service: 'landscaping', budget: '2-3L', desc: 'Lawn' })
      .returning();
    projectId = project!.id;
    const [template] = await db.insert(quotationTemplates).values({ projectId }).returning();
    const [line] = await db
      .insert(quotationTemplateLines)
      .values({
        templateId: template!.id,
        position: 0,
        serviceDesc: 'Soil',
        quantity: 10,
        lowerRangePaise: 1000,
        upperRangePaise: 2000,
      })
      .returning();
    templateLineId = line!.id;
  });
  afterAll(() => database.close());

  it('has a table for every entity of the product', async () => {
    // Both drivers answer execute() with { rows }.
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = result.rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'admins',
        'service_providers',
        'suppliers',
        'supplier_materials',
        'projects',
        'quotation_templates',
        'quotation_template_lines',
        'partner_quotations',
        'partner_quotation_lines',
        'quotation_invitations',
        'sessions',
        'otp_codes',
        'phone_verifications',
        'uploads',
        'notifications',
        'outbound_messages',
        'support_messages',
        'ratings',
        'rate_limits',
      ]),
    );
  });

  const quotation = (partnerId: string, num: number) => ({
    projectId,
    partnerId,
    num,
    name: 'Partner',
    phone: '+919800000001',
    totalAmountPaise: 15_000,
  });

  it('allocates at most three quotations per project, one per partner', async () => {
    const { db } = database;
    await db
      .insert(partnerQuotations)
      .values([1, 2, 3].map((num) => quotation(partnerIds[num - 1]!, num)));
    await expect(
      db.insert(partnerQuotations).values(quotation(partnerIds[3]!, 4)),
    ).rejects.toThrow();
    await expect(
      db.insert(partnerQuotations).values(quotation(partnerIds[3]!, 3)),
    ).rejects.toThrow();
    await expect(
      db.insert(partnerQuotations).values(quotation(partnerIds[0]!, 2)),
    ).rejects.toThrow();
    const [row] = await db.select({ n: count() }).from(partnerQuotations);
    expect(row!.n).toBe(3);
  });

  it('refuses a line price outside its range', async () => {
    const { db } = database;
    const [q] = await db.select().from(partnerQuotations).limit(1);
    const line = (spCostingPaise: number, position: number) => ({
      quotationId: q!.id,
      templateLineId,
      position,
      serviceDesc: 'Soil',
      quantity: 10,
      lowerRangePaise: 1000,
      upperRangePaise: 2000,
      spCostingPaise,
      amountPaise: spCostingPaise * 10,
    });
    await db.insert(partnerQuotationLines).values(line(1500, 0));
    await expect(db.insert(partnerQuotationLines).values(line(2001, 1))).rejects.toThrow();
    await expect(db.insert(partnerQuotationLines).values(line(999, 2))).rejects.toThrow();
  });

  it('keeps ratings between 1 and 5 stars, one per project', async () => {
    const { db } = database;
    const [client] = await db.select().from(users).limit(1);
    const rating = (stars: number) => ({
      projectId,
      partnerId: partnerIds[0]!,
      userId: client!.id,
      stars,
    });
    await expect(db.insert(ratings).values(rating(6))).rejects.toThrow();
    await expect(db.insert(ratings).values(rating(0))).rejects.toThrow();
    await db.insert(ratings).values(rating(4));
    await expect(db.insert(ratings).values(rating(5))).rejects.toThrow();
  });

  it('accepts only the three project statuses', async () => {
    const { db } = database;
    await expect(
      db
        .update(projects)
        // Past the column's type, as a hand-written statement would be: the check must hold.
        .set({ status: 'Archived' as never })
        .where(sql`true`),
    ).rejects.toThrow();
  });
});
