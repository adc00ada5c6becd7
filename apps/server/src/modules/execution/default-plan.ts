import { defaultMilestonePlan } from '@greenscape/shared/schemas/execution';
import { milestoneAmountsPaise } from '@greenscape/shared/execution-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { milestones, partnerQuotations } from '../../db/schema/index';

/**
 * The work plan every project gets at the pick (docs/product.md#milestones): the default schedule,
 * due dates empty, amounts from the picked quotation's final cost so that they add up to it
 * exactly. Called in the pick's transaction (projects/steps/pick-quotation.ts); projects picked
 * before the work plan existed got theirs from migration 0015.
 */
export async function insertDefaultPlan(
  tx: Database,
  projectId: string,
  quotationId: string,
): Promise<void> {
  const [quotation] = await tx
    .select({ finalCostingPaise: partnerQuotations.finalCostingPaise })
    .from(partnerQuotations)
    .where(eq(partnerQuotations.id, quotationId));
  const total = quotation?.finalCostingPaise ?? 0;
  const amounts = milestoneAmountsPaise(
    total,
    defaultMilestonePlan.map((m) => m.percent),
  );
  await tx
    .insert(milestones)
    .values(
      defaultMilestonePlan.map((m, i) => ({
        projectId,
        num: i + 1,
        title: m.title,
        percent: m.percent,
        advance: m.advance,
        amountPaise: amounts[i]!,
      })),
    )
    .onConflictDoNothing();
}
