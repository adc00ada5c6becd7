import { and, eq } from 'drizzle-orm';
import { messages } from '@greenscape/shared/messages';
import { rupeesToPaise } from '@greenscape/shared/money';
import {
  quotationTotals,
  type ParsedQuotationSubmission,
} from '@greenscape/shared/schemas/quotations';
import { isQuotationWindowOpen } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import {
  partnerQuotationLines,
  partnerQuotations,
  quotationInvitations,
} from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { lockProject } from '../projects/project-state';
import { templateOf } from './templates';

/**
 * A partner's priced quotation (DECISIONS §5). The project row is locked for the transaction, so
 * submissions arriving together are numbered one after another and a fourth is refused; the
 * database's unique (project, num) and check (num <= 3) hold the same line.
 */
export async function submitQuotation(
  db: Database,
  input: { projectId: string; partnerId: string; submission: ParsedQuotationSubmission },
): Promise<{ num: number }> {
  return db.transaction(async (tx) => {
    const locked = await lockProject(tx, { id: input.projectId });
    if (!locked) {
      throw notFound();
    }
    const [invitation] = await tx
      .select({ id: quotationInvitations.id })
      .from(quotationInvitations)
      .where(
        and(
          eq(quotationInvitations.projectId, input.projectId),
          eq(quotationInvitations.partnerId, input.partnerId),
        ),
      );
    if (!invitation) {
      throw forbidden(messages.notInvited);
    }
    const [applied] = await tx
      .select({ id: partnerQuotations.id })
      .from(partnerQuotations)
      .where(
        and(
          eq(partnerQuotations.projectId, input.projectId),
          eq(partnerQuotations.partnerId, input.partnerId),
        ),
      );
    if (applied) {
      throw conflict(messages.alreadyApplied);
    }
    if (!isQuotationWindowOpen(locked.state)) {
      throw conflict(messages.quotationWindowExpired);
    }
    const template = await templateOf(tx, input.projectId);
    const prices = new Map(
      input.submission.info.map((row) => [row._id, rupeesToPaise(row.spCosting)]),
    );
    if (
      !template ||
      prices.size !== template.info.length ||
      template.info.some((line) => !prices.has(line._id))
    ) {
      throw badRequest(messages.fillAllFields);
    }
    const lines = template.info.map((line, position) => {
      const spCosting = prices.get(line._id)!;
      const lower = rupeesToPaise(line.lowerRange);
      const upper = rupeesToPaise(line.upperRange);
      if (spCosting < lower || spCosting > upper) {
        throw badRequest(messages.valuesNotInRange);
      }
      return { line, position, spCosting, lower, upper };
    });
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
        partnerId: input.partnerId,
        num,
        name: input.submission.name,
        phone: input.submission.phone,
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
    return { num };
  });
}
