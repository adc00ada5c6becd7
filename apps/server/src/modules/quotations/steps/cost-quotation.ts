import { routeKey } from '@greenscape/shared/contract/endpoint';
import { eq } from 'drizzle-orm';
import { rupeesToPaise } from '@greenscape/shared/money';
import type { z } from 'zod';
import { quotationTotals, type saveQuotationSchema } from '@greenscape/shared/schemas/quotations';
import { canCostQuotation } from '@greenscape/shared/workflow';
import { partnerQuotationLines, partnerQuotations } from '../../../db/schema/index';
import { badRequest, notFound } from '../../../lib/errors';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { quotationsApi } from '@greenscape/shared/contract/quotations';

/**
 * The team saves the supplier costing of every line of a partner's quotation; the server totals
 * it and the quotation becomes final.
 */
export async function costQuotation(
  ctx: StepContext,
  input: { quotationId: string; body: z.output<typeof saveQuotationSchema> },
): Promise<void> {
  const { db } = ctx.app.database;
  const { quotationId } = input;
  await db.transaction(async (tx) => {
    const [quotation] = await tx
      .select({ projectId: partnerQuotations.projectId })
      .from(partnerQuotations)
      .where(eq(partnerQuotations.id, quotationId));
    if (!quotation) {
      throw notFound();
    }
    // The project row is the lock every workflow step takes; the quotation is read again under it.
    const locked = await lockForStep(
      tx,
      ctx,
      { id: quotation.projectId },
      {
        load: async (lockTx) => {
          const [current] = await lockTx
            .select({ finalized: partnerQuotations.finalized })
            .from(partnerQuotations)
            .where(eq(partnerQuotations.id, quotationId));
          if (!current) {
            throw notFound();
          }
          return { quotation: current };
        },
        rule: (_state, facts) => canCostQuotation(facts.quotation),
      },
    );
    const lines = await tx
      .select()
      .from(partnerQuotationLines)
      .where(eq(partnerQuotationLines.quotationId, quotationId));
    const byId = new Map(input.body.info.map((l) => [l._id, l]));
    if (lines.length !== byId.size || lines.some((l) => !byId.has(l.id))) {
      throw badRequest('allFieldsRequired');
    }
    const priced = lines.map((l) => ({
      line: l,
      supplierCosting: rupeesToPaise(byId.get(l.id)!.supplierCosting),
      details: byId.get(l.id)!.supplierDetails,
    }));
    for (const p of priced) {
      await tx
        .update(partnerQuotationLines)
        .set({ supplierCostingPaise: p.supplierCosting, supplierDetails: p.details })
        .where(eq(partnerQuotationLines.id, p.line.id));
    }
    const totals = quotationTotals(
      priced.map((p) => ({
        spCosting: p.line.spCostingPaise,
        quantity: p.line.quantity,
        supplierCosting: p.supplierCosting,
      })),
    );
    await tx
      .update(partnerQuotations)
      .set({
        finalized: true,
        finalizedAt: new Date(),
        totalAmountPaise: totals.totalAmount,
        totalSupplierCostingPaise: totals.totalSupplierCosting,
        finalCostingPaise: totals.finalCosting,
      })
      .where(eq(partnerQuotations.id, quotationId));
    await recordStep(tx, ctx, {
      route: routeKey(quotationsApi.costQuotation),
      status: 200,
      projectId: locked.row.id,
    });
  });
}
