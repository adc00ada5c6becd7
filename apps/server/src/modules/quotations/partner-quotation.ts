import { and, asc, eq } from 'drizzle-orm';
import { paiseToRupees } from '@greenscape/shared/money';
import type { OwnQuotation } from '@greenscape/shared/schemas/workspaces';
import type { Database } from '../../db/client';
import { partnerQuotationLines, partnerQuotations } from '../../db/schema/index';

/** The partner's own submitted quotation of a project: lines and total, or undefined. */
export async function ownQuotation(
  db: Database,
  projectId: string,
  partnerId: string,
): Promise<OwnQuotation | undefined> {
  const [quotation] = await db
    .select()
    .from(partnerQuotations)
    .where(
      and(eq(partnerQuotations.projectId, projectId), eq(partnerQuotations.partnerId, partnerId)),
    );
  if (!quotation) {
    return undefined;
  }
  const lines = await db
    .select()
    .from(partnerQuotationLines)
    .where(eq(partnerQuotationLines.quotationId, quotation.id))
    .orderBy(asc(partnerQuotationLines.position));
  return {
    num: quotation.num,
    details: lines.map((l) => ({
      serviceDesc: l.serviceDesc,
      quantity: l.quantity,
      spCosting: paiseToRupees(l.spCostingPaise),
      amount: paiseToRupees(l.amountPaise),
    })),
    total: paiseToRupees(quotation.totalAmountPaise),
  };
}
