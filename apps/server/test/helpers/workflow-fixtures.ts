import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  partnerQuotationLines,
  partnerQuotations,
  projects,
  quotationTemplateLines,
  quotationTemplates,
  serviceProviders,
} from '../../src/db/schema/index';

// The admin's and partners' steps, written straight to the database for tests of the customer's
// side. Their own routes are tested with their own issues.

export async function sendDesigns(
  db: Database,
  projectId: string,
  uploadIds: string[],
): Promise<void> {
  await db
    .update(projects)
    .set({ designs: uploadIds, status: 'In Progress' })
    .where(eq(projects.id, projectId));
}

let partnerCounter = 0;

/** Template, three partners' final quotations, released to the customer. */
export async function releaseQuotations(
  db: Database,
  projectId: string,
  options: { visible?: boolean; count?: number } = {},
): Promise<{ quotationIds: string[]; partnerIds: string[] }> {
  await db
    .update(projects)
    .set({ designSelected: 1, quotationSent: true })
    .where(eq(projects.id, projectId));
  const [template] = await db.insert(quotationTemplates).values({ projectId }).returning();
  const [line] = await db
    .insert(quotationTemplateLines)
    .values({
      templateId: template!.id,
      position: 0,
      serviceDesc: 'Lawn laying (per sq ft)',
      quantity: 100,
      lowerRangePaise: 2000,
      upperRangePaise: 4000,
    })
    .returning();
  const quotationIds: string[] = [];
  const partnerIds: string[] = [];
  for (let num = 1; num <= (options.count ?? 3); num++) {
    partnerCounter += 1;
    const [partner] = await db
      .insert(serviceProviders)
      .values({
        name: `Partner ${num}`,
        email: `partner${partnerCounter}@fixture.example`,
        phone: `+9188${String(partnerCounter).padStart(8, '0')}`,
        profileCompleted: true,
      })
      .returning();
    const sp = 2000 + num * 500;
    const [q] = await db
      .insert(partnerQuotations)
      .values({
        projectId,
        partnerId: partner!.id,
        num,
        name: partner!.name!,
        phone: partner!.phone!,
        email: partner!.email,
        finalized: true,
        totalAmountPaise: sp * 100,
        totalSupplierCostingPaise: 50_000,
        finalCostingPaise: sp * 100 + 50_000,
      })
      .returning();
    await db.insert(partnerQuotationLines).values({
      quotationId: q!.id,
      templateLineId: line!.id,
      position: 0,
      serviceDesc: line!.serviceDesc,
      quantity: 100,
      lowerRangePaise: 2000,
      upperRangePaise: 4000,
      spCostingPaise: sp,
      amountPaise: sp * 100,
      supplierCostingPaise: 50_000,
      supplierDetails: 'Fixture Supplies',
    });
    quotationIds.push(q!.id);
    partnerIds.push(partner!.id);
  }
  await db
    .update(projects)
    .set({ visibleToClient: options.visible ?? true })
    .where(eq(projects.id, projectId));
  return { quotationIds, partnerIds };
}
