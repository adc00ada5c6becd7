import { routeKey } from '@greenscape/shared/contract/endpoint';
import { and, eq } from 'drizzle-orm';
import { rupeesToPaise } from '@greenscape/shared/money';
import {
  quotationTotals,
  type ParsedQuotationSubmission,
} from '@greenscape/shared/schemas/quotations';
import { canSubmitQuotation } from '@greenscape/shared/workflow';
import {
  partnerQuotationLines,
  partnerQuotations,
  serviceProviders,
} from '../../../db/schema/index';
import type { Database } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { requireAccess } from '../../access';
import { allAdmins, notify } from '../../notifications';
import { templateOf } from '../templates';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { quotationsApi } from '@greenscape/shared/contract/quotations';

/**
 * A partner's priced quotation (docs/product.md#quotations). The project row is locked for the
 * transaction, so
 * submissions arriving together are numbered one after another and a fourth is refused; the
 * database's unique (project, num) and check (num <= 3) hold the same line.
 */
export async function submitQuotation(
  ctx: StepContext,
  input: { projectId: string; submission: ParsedQuotationSubmission },
): Promise<{ num: number }> {
  const partnerId = ctx.caller.id;
  const result = await ctx.app.database.db.transaction(async (tx) => {
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId },
      {
        // The invitation first (403), then whether this partner quoted already, under the lock.
        load: async (lockTx, { row }) => {
          await requireAccess(lockTx, ctx.caller, { can: 'project.quote', projectId: row.id });
          const [applied] = await lockTx
            .select({ id: partnerQuotations.id })
            .from(partnerQuotations)
            .where(
              and(
                eq(partnerQuotations.projectId, row.id),
                eq(partnerQuotations.partnerId, partnerId),
              ),
            );
          return { quoted: applied !== undefined };
        },
        rule: (state, { quoted }) => canSubmitQuotation(state, new Date(), quoted),
      },
    );
    const template = await templateOf(tx, input.projectId);
    const prices = new Map(
      input.submission.info.map((row) => [row._id, rupeesToPaise(row.spCosting)]),
    );
    if (
      !template ||
      prices.size !== template.info.length ||
      template.info.some((line) => !prices.has(line._id))
    ) {
      throw badRequest('fillAllFields');
    }
    const lines = template.info.map((line, position) => {
      const spCosting = prices.get(line._id)!;
      const lower = rupeesToPaise(line.lowerRange);
      const upper = rupeesToPaise(line.upperRange);
      if (spCosting < lower || spCosting > upper) {
        throw badRequest('valuesNotInRange');
      }
      return { line, position, spCosting, lower, upper };
    });
    const contact = await contactOf(tx, partnerId, input.submission);
    const num = locked.state.allocatedCount + 1;
    const totals = quotationTotals(
      lines.map((l) => ({
        spCosting: l.spCosting,
        quantity: l.line.quantity,
        supplierCosting: null,
      })),
    );
    const [quotation] = await tx
      .insert(partnerQuotations)
      .values({
        projectId: input.projectId,
        partnerId,
        num,
        name: contact.name,
        phone: contact.phone,
        email: input.submission.email ?? null,
        totalAmountPaise: totals.totalAmount,
      })
      .returning({ id: partnerQuotations.id });
    await tx.insert(partnerQuotationLines).values(
      lines.map((l) => ({
        quotationId: quotation!.id,
        templateLineId: l.line._id,
        position: l.position,
        serviceDesc: l.line.serviceDesc,
        quantity: l.line.quantity,
        lowerRangePaise: l.lower,
        upperRangePaise: l.upper,
        spCostingPaise: l.spCosting,
        amountPaise: l.spCosting * l.line.quantity,
      })),
    );
    await recordStep(tx, ctx, {
      route: routeKey(quotationsApi.submitQuotation),
      status: 201,
      projectId: locked.row.id,
      details: { num },
    });
    return { num };
  });
  await notify(ctx.app, await allAdmins(ctx.app), {
    kind: 'Quotation submitted',
    key: 'notifyQuotationSubmitted',
    projectId: input.projectId,
  });
  return result;
}

/**
 * The name and phone the quotation carries: as sent, or, left out (the invitation page no longer
 * asks), the invited partner's own from its account: the invitation knows who it is.
 */
async function contactOf(
  tx: Pick<Database, 'select'>,
  partnerId: string,
  submission: ParsedQuotationSubmission,
): Promise<{ name: string; phone: string }> {
  if (submission.name !== undefined && submission.phone !== undefined) {
    return { name: submission.name, phone: submission.phone };
  }
  const [partner] = await tx
    .select({ name: serviceProviders.name, phone: serviceProviders.phone })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, partnerId));
  return {
    name: submission.name ?? partner?.name ?? '',
    phone: submission.phone ?? partner?.phone ?? '',
  };
}
