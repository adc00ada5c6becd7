import { and, eq } from 'drizzle-orm';
import { careApi } from '@greenscape/shared/contract/care';
import { canOfferPlan, planEndsOn } from '@greenscape/shared/care-rules';
import { indiaDay } from '@greenscape/shared/gst';
import type { Language } from '@greenscape/shared/language';
import { rupeesToPaise } from '@greenscape/shared/money';
import type { CarePlan } from '@greenscape/shared/schemas/care-plan';
import { carePlans } from '../../../db/schema/index';
import type { StepContext } from '../../kernel';
import { carePlanStep } from './plan-step';

export type PlanOffer = {
  visitsPerMonth: number;
  months: number;
  monthlyFee: number;
  startOn: string;
};

/**
 * The team offers a care plan for a completed garden (docs/product.md#care-plans); an offer not
 * yet decided is replaced, and the customer is told.
 */
export async function offerPlan(
  ctx: StepContext & { language: Language },
  input: { projectId: string; offer: PlanOffer; now?: Date },
): Promise<CarePlan> {
  const today = indiaDay(input.now ?? new Date());
  const { offer } = input;
  return carePlanStep(ctx, input.projectId, {
    endpoint: careApi.offerPlan,
    status: 201,
    rule: (state, { plan }) => canOfferPlan(state, plan?.status ?? null, offer.startOn, today),
    change: async (tx, { row }) => {
      await tx
        .delete(carePlans)
        .where(and(eq(carePlans.projectId, row.id), eq(carePlans.status, 'offered')));
      const [plan] = await tx
        .insert(carePlans)
        .values({
          projectId: row.id,
          visitsPerMonth: offer.visitsPerMonth,
          months: offer.months,
          monthlyFeePaise: rupeesToPaise(offer.monthlyFee),
          startOn: offer.startOn,
          endsOn: planEndsOn(offer.startOn, offer.months),
        })
        .returning();
      return { plan: plan!, details: { ...offer } };
    },
    tell: ['customer'],
    notice: { kind: 'Care plan', key: 'notifyCarePlanOffered' },
  });
}
