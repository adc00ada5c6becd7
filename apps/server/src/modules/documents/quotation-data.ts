import { and, asc, eq } from 'drizzle-orm';
import { indiaDay } from '@greenscape/shared/gst';
import { canGetQuotationPdf } from '@greenscape/shared/payment-rules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  issuedQuotations,
  partnerQuotationLines,
  partnerQuotations,
  projects,
  users,
} from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { type ProjectRow, refuseUnless, workflowStateOf } from '../kernel';
import { companyOf } from './company-details';
import { quotationDataOf } from './document-details';
import {
  customerAddressOf,
  customerNameOf,
  pickedTotalPaise,
  serviceLabelOf,
} from './document-parts';
import type { Company } from './pdf/company';
import type { QuotationData } from './pdf/render-quotation';

type QuotationProject = Pick<
  ProjectRow,
  'id' | 'ref' | 'service' | 'area' | 'clientId' | 'selectedQuotation' | 'pickedAt'
>;

/**
 * Fixes the picked quotation as a document in the pick's transaction
 * (projects/steps/pick-quotation.ts): its lines, its totals, the customer and the company as
 * they are at the pick, which a later change of the profile or the settings does not rewrite.
 */
export async function issueQuotation(
  tx: Database,
  config: Pick<Config, 'payments'>,
  project: QuotationProject,
): Promise<QuotationData> {
  const data = await liveQuotation(tx, companyOf(config), project);
  await tx
    .insert(issuedQuotations)
    .values({ projectId: project.id, issuedAt: new Date(), details: data })
    .onConflictDoNothing();
  return data;
}

/**
 * The picked quotation as it was issued (docs/product.md#documents-and-gst). Before the pick:
 * 409 executionNotStarted (packages/shared/src/payment-rules.ts canGetQuotationPdf). A project
 * picked before quotations were fixed at the pick has its document fixed now, once.
 */
export async function quotationOf(
  db: Database,
  config: Pick<Config, 'payments'>,
  projectId: string,
): Promise<QuotationData> {
  const issued = await issuedQuotationOf(db, projectId);
  if (issued) {
    return issued;
  }
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) {
    throw notFound();
  }
  refuseUnless(canGetQuotationPdf(await workflowStateOf(db, project)));
  const data = await liveQuotation(db, companyOf(config), project);
  const [written] = await db
    .insert(issuedQuotations)
    .values({ projectId, issuedAt: new Date(), details: data })
    .onConflictDoNothing()
    .returning({ projectId: issuedQuotations.projectId });
  return written ? data : (await issuedQuotationOf(db, projectId))!;
}

async function issuedQuotationOf(
  db: Database,
  projectId: string,
): Promise<QuotationData | undefined> {
  const [row] = await db
    .select({ details: issuedQuotations.details })
    .from(issuedQuotations)
    .where(eq(issuedQuotations.projectId, projectId));
  return row ? quotationDataOf(row.details) : undefined;
}

/** The picked quotation with the materials the team costed, from the data as it is now. */
async function liveQuotation(
  db: Database,
  company: Company,
  project: QuotationProject,
): Promise<QuotationData> {
  // The pick writes the number with the quotation there (steps/pick-quotation.ts).
  if (project.selectedQuotation === null) {
    throw conflict('executionNotStarted');
  }
  // The customer comes with the quotation: one round trip fewer in the pick's transaction.
  const [picked] = await db
    .select({ quotation: partnerQuotations, customer: users })
    .from(partnerQuotations)
    .innerJoin(users, eq(users.id, project.clientId))
    .where(
      and(
        eq(partnerQuotations.projectId, project.id),
        eq(partnerQuotations.num, project.selectedQuotation),
      ),
    );
  if (!picked) {
    throw conflict('executionNotStarted');
  }
  const { quotation, customer } = picked;
  const lines = await db
    .select()
    .from(partnerQuotationLines)
    .where(eq(partnerQuotationLines.quotationId, quotation.id))
    .orderBy(asc(partnerQuotationLines.position));
  return {
    company,
    project: {
      ref: project.ref,
      service: serviceLabelOf(project.service),
      area: project.area?.trim() || null,
    },
    customer: { name: customerNameOf(customer), address: customerAddressOf(customer) },
    partner: { name: quotation.name },
    quotationNo: quotation.num,
    pickedOn: project.pickedAt ? indiaDay(project.pickedAt) : null,
    lines: lines.map((line) => ({
      serviceDesc: line.serviceDesc,
      quantity: line.quantity,
      rateFrom: line.lowerRangePaise,
      rateTo: line.upperRangePaise,
      amountPaise: line.amountPaise,
      supplierDetails: line.supplierDetails,
      supplierCostingPaise: line.supplierCostingPaise,
    })),
    totalAmountPaise: quotation.totalAmountPaise,
    totalSupplierCostingPaise: quotation.totalSupplierCostingPaise,
    finalCostingPaise: pickedTotalPaise(quotation),
  };
}
