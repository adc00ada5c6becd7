import { asc, eq } from 'drizzle-orm';
import { indiaDay } from '@greenscape/shared/gst';
import { canGetQuotationPdf } from '@greenscape/shared/payment-rules';
import type { Database } from '../../db/client';
import { partnerQuotationLines, projects } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { workflowStateOf } from '../projects/project-state';
import { refuseUnless } from '../projects/steps/step-context';
import {
  customerAddressOf,
  customerNameOf,
  customerOf,
  pickedQuotationOf,
  pickedTotalPaise,
  serviceLabelOf,
} from './document-parts';
import type { Company } from './pdf/company';
import type { QuotationData } from './pdf/render-quotation';

/**
 * The quotation the customer picked, as a document (issue 21, docs/product.md#documents-and-gst):
 * its lines with the materials the team costed, and its totals. Before the pick: 409
 * executionNotStarted (packages/shared/src/payment-rules.ts canGetQuotationPdf).
 */
export async function quotationOf(
  db: Database,
  company: Company,
  projectId: string,
): Promise<QuotationData> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) {
    throw notFound();
  }
  refuseUnless(canGetQuotationPdf(await workflowStateOf(db, project)));
  const quotation = await pickedQuotationOf(db, project);
  // The pick writes the number with the quotation there (steps/pick-quotation.ts).
  if (!quotation) {
    throw conflict('executionNotStarted');
  }
  const lines = await db
    .select()
    .from(partnerQuotationLines)
    .where(eq(partnerQuotationLines.quotationId, quotation.id))
    .orderBy(asc(partnerQuotationLines.position));
  const customer = await customerOf(db, project.clientId);
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
