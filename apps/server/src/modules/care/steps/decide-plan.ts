import { and, eq, gt } from 'drizzle-orm';
import { careApi } from '@greenscape/shared/contract/care';
import { canDecidePlan, visitDays } from '@greenscape/shared/care-rules';
import { indiaDay } from '@greenscape/shared/gst';
import type { Language } from '@greenscape/shared/language';
import type { CarePlan, CarePlanDecision } from '@greenscape/shared/schemas/care-plan';
import { carePlans, careVisits } from '../../../db/schema/index';
import type { StepContext } from '../../kernel';
import { addDueFees } from '../care-fees';
import { carePlanStep } from './plan-step';

const notices = {
  accept: { tell: ['team', 'partner'], key: 'notifyCarePlanAccepted' },
  decline: { tell: ['team'], key: 'notifyCarePlanDeclined' },
  cancel: { tell: ['team', 'partner'], key: 'notifyCarePlanCancelled' },
} as const;

/**
 * The customer's word on the plan (docs/product.md#care-plans): accepting schedules every visit
 * and adds the fee of a month already begun; declining ends the offer; cancelling a running plan
 * cancels the visits after today, and no later month adds a fee.
 */
export async function decidePlan(
  ctx: StepContext & { language: Language },
  input: { projectId: string; decision: CarePlanDecision; now?: Date },
): Promise<CarePlan> {
  const now = input.now ?? new Date();
  const today = indiaDay(now);
  const { decision } = input;
  return carePlanStep(ctx, input.projectId, {
    endpoint: careApi.decidePlan,
    status: 200,
    rule: (_state, { plan }) => canDecidePlan(plan ?? null, decision, today),
    change: async (tx, facts) => {
      const current = facts.plan!;
      const status = { accept: 'active', decline: 'declined', cancel: 'cancelled' } as const;
      const [plan] = await tx
        .update(carePlans)
        .set({
          status: status[decision],
          ...(decision === 'cancel' ? { cancelledAt: now } : { decidedAt: now }),
          updatedAt: now,
        })
        .where(eq(carePlans.id, current.id))
        .returning();
      if (decision === 'accept') {
        await tx.insert(careVisits).values(
          visitDays(current.startOn, current.months, current.visitsPerMonth).map((v) => ({
            planId: current.id,
            projectId: current.projectId,
            on: v.on,
          })),
        );
        await addDueFees(tx, plan!, today);
      }
      if (decision === 'cancel') {
        await tx
          .update(careVisits)
          .set({ status: 'cancelled', updatedAt: now })
          .where(
            and(
              eq(careVisits.planId, current.id),
              eq(careVisits.status, 'scheduled'),
              gt(careVisits.on, today),
            ),
          );
      }
      return { plan: plan!, details: { decision } };
    },
    tell: notices[decision].tell,
    notice: { kind: 'Care plan', key: notices[decision].key },
  });
}
