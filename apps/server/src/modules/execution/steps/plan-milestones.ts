import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canPlanMilestones, milestoneAmountsPaise } from '@greenscape/shared/execution-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { and, eq } from 'drizzle-orm';
import { milestones, partnerQuotations } from '../../../db/schema/index';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { approvePaidAdvance, tellAdvancePaid } from '../advance';
import { readMilestones } from '../execution-json';
import { tell } from '../execution-notices';

/**
 * The team replaces the plan (2 to 8 milestones, whole percentages adding up to 100, due dates
 * not going backwards: the body's schema) until the first proof of work. Amounts are worked out
 * from the picked quotation's final cost as at the pick, so they still add up to it exactly.
 */
export async function planMilestones(
  ctx: StepContext,
  input: {
    projectId: string;
    milestones: { title: string; percent: number; dueOn?: string | null; advance?: boolean }[];
  },
): Promise<Milestone[]> {
  const { db } = ctx.app.database;
  const { project, advancePaid } = await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, canPlanMilestones);
    const [picked] = await tx
      .select({ finalCostingPaise: partnerQuotations.finalCostingPaise })
      .from(partnerQuotations)
      .where(
        and(
          eq(partnerQuotations.projectId, locked.row.id),
          eq(partnerQuotations.num, locked.row.selectedQuotation!),
        ),
      );
    const amounts = milestoneAmountsPaise(
      picked?.finalCostingPaise ?? 0,
      input.milestones.map((m) => m.percent),
    );
    await tx.delete(milestones).where(eq(milestones.projectId, locked.row.id));
    await tx.insert(milestones).values(
      input.milestones.map((m, i) => ({
        projectId: locked.row.id,
        num: i + 1,
        title: m.title,
        percent: m.percent,
        amountPaise: amounts[i]!,
        dueOn: m.dueOn ?? null,
        advance: m.advance ?? false,
      })),
    );
    // An advance the payments already cover is approved at once, as a confirmation would. The
    // plan changes only before any proof, so an approved milestone before it was its advance.
    const wasPaid = locked.state.hasAdvance && locked.state.approvedCount > 0;
    const approved = await approvePaidAdvance(tx, locked.row.id);
    await recordStep(tx, ctx, {
      route: routeKey(executionApi.planMilestones),
      status: 200,
      projectId: locked.row.id,
      details: {
        milestones: input.milestones.map(
          (m) => `${m.title} ${m.percent}%${m.advance ? ' advance' : ''}`,
        ),
      },
    });
    return { project: locked.row, advancePaid: approved && !wasPaid };
  });
  await tell(ctx.app, project, ['customer', 'partner'], {
    kind: 'Plan changed',
    key: 'notifyPlanChanged',
  });
  if (advancePaid) {
    await tellAdvancePaid(ctx.app, project);
  }
  return readMilestones(db, project.id, ctx.caller.role);
}
