import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { paiseToRupees } from '@greenscape/shared/money';
import type { CustomerQuotation, PartnerRating } from '@greenscape/shared/schemas/projects';
import type { Database } from '../../db/client';
import {
  partnerQuotationLines,
  partnerQuotations,
  projects,
  ratings,
  serviceProviders,
} from '../../db/schema/index';
import { notFound } from '../../lib/errors';

/**
 * Released quotations of the customer's own projects, one entry per requested id in that order.
 * An id that is not such a quotation answers 404 for the whole request.
 */
export async function customerQuotations(
  db: Database,
  clientId: string,
  ids: string[],
): Promise<CustomerQuotation[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .select({ quotation: partnerQuotations, partnerName: serviceProviders.name })
    .from(partnerQuotations)
    .innerJoin(projects, eq(projects.id, partnerQuotations.projectId))
    .innerJoin(serviceProviders, eq(serviceProviders.id, partnerQuotations.partnerId))
    .where(
      and(
        inArray(partnerQuotations.id, ids),
        eq(projects.clientId, clientId),
        eq(projects.visibleToClient, true),
        eq(partnerQuotations.finalized, true),
      ),
    );
  const lines = await db
    .select()
    .from(partnerQuotationLines)
    .where(
      inArray(
        partnerQuotationLines.quotationId,
        rows.map((r) => r.quotation.id),
      ),
    )
    .orderBy(asc(partnerQuotationLines.position));
  const rated = await partnerRatings(db, [...new Set(rows.map((r) => r.quotation.partnerId))]);
  return ids.map((id) => {
    const found = rows.find((r) => r.quotation.id === id);
    if (!found) {
      throw notFound();
    }
    const q = found.quotation;
    const supplier = q.totalSupplierCostingPaise ?? 0;
    const name = found.partnerName ?? 'Service partner';
    return {
      _id: q.id,
      num: q.num,
      partnerId: q.partnerId,
      name,
      partner: { _id: q.partnerId, name },
      partnerRating: rated.get(q.partnerId) ?? { average: null, count: 0 },
      costing: {
        totalAmount: paiseToRupees(q.totalAmountPaise),
        totalSupplierCosting: paiseToRupees(supplier),
        finalCosting: paiseToRupees(q.finalCostingPaise ?? q.totalAmountPaise + supplier),
      },
      info: lines
        .filter((line) => line.quotationId === q.id)
        .map((line) => ({
          serviceDesc: line.serviceDesc,
          quantity: line.quantity,
          spCosting: paiseToRupees(line.spCostingPaise),
          amount: paiseToRupees(line.amountPaise),
          supplierCosting: paiseToRupees(line.supplierCostingPaise ?? 0),
        })),
    };
  });
}

/**
 * Each partner's ratings as its public profile shows them (modules/partners/public-profile.ts):
 * the average to one decimal and the count. Partners without a rating are absent.
 */
async function partnerRatings(
  db: Database,
  partnerIds: string[],
): Promise<Map<string, PartnerRating>> {
  if (partnerIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({
      partnerId: ratings.partnerId,
      average: sql<number>`avg(${ratings.stars})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(ratings)
    .where(inArray(ratings.partnerId, partnerIds))
    .groupBy(ratings.partnerId);
  return new Map(
    rows.map((r) => [r.partnerId, { average: Math.round(r.average * 10) / 10, count: r.count }]),
  );
}
