import { asc, eq, inArray } from 'drizzle-orm';
import { paiseToRupees } from '@greenscape/shared/money';
import type { AdminQuotation } from '@greenscape/shared/schemas/quotations';
import type { Database } from '../../db/client';
import { partnerQuotationLines, partnerQuotations, serviceProviders } from '../../db/schema/index';

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** Quotations with lines and the partner's contact details, for the Greenscape team only. */
export async function adminQuotations(
  db: Database,
  ids: string[],
): Promise<Map<string, AdminQuotation>> {
  const found = new Map<string, AdminQuotation>();
  if (ids.length === 0) {
    return found;
  }
  const rows = await db
    .select({ quotation: partnerQuotations, partner: serviceProviders })
    .from(partnerQuotations)
    .innerJoin(serviceProviders, eq(serviceProviders.id, partnerQuotations.partnerId))
    .where(inArray(partnerQuotations.id, ids));
  const lines = await db
    .select()
    .from(partnerQuotationLines)
    .where(inArray(partnerQuotationLines.quotationId, ids))
    .orderBy(asc(partnerQuotationLines.position));
  for (const { quotation: q, partner } of rows) {
    found.set(q.id, {
      _id: q.id,
      num: q.num,
      projectId: q.projectId,
      name: q.name,
      phone: q.phone,
      email: q.email,
      partner: { _id: partner.id, name: partner.name, phone: partner.phone, email: partner.email },
      finalized: q.finalized,
      info: lines
        .filter((l) => l.quotationId === q.id)
        .map((l) => ({
          _id: l.id,
          serviceDesc: l.serviceDesc,
          quantity: l.quantity,
          lowerRange: paiseToRupees(l.lowerRangePaise),
          upperRange: paiseToRupees(l.upperRangePaise),
          spCosting: paiseToRupees(l.spCostingPaise),
          amount: paiseToRupees(l.amountPaise),
          supplierCosting: rupeesOrNull(l.supplierCostingPaise),
          supplierDetails: l.supplierDetails,
        })),
      costing: {
        totalAmount: paiseToRupees(q.totalAmountPaise),
        totalSupplierCosting: rupeesOrNull(q.totalSupplierCostingPaise),
        finalCosting: rupeesOrNull(q.finalCostingPaise),
      },
      createdAt: q.createdAt.toISOString(),
    });
  }
  return found;
}

export async function projectQuotationIds(db: Database, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ id: partnerQuotations.id })
    .from(partnerQuotations)
    .where(eq(partnerQuotations.projectId, projectId))
    .orderBy(asc(partnerQuotations.num));
  return rows.map((r) => r.id);
}
