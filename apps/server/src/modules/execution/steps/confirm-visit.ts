import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canConfirmVisit } from '@greenscape/shared/execution-rules';
import type { SiteVisit } from '@greenscape/shared/schemas/execution';
import { eq } from 'drizzle-orm';
import { siteVisits } from '../../../db/schema/index';
import { badRequest, conflict } from '../../../lib/errors';
import { lockForStep, recordStep, type StepContext } from '../../projects/steps/step-context';
import { siteVisitJson } from '../execution-json';
import { tell } from '../execution-notices';

/**
 * The customer confirms one of the proposed times (compared as instants, whatever the offset
 * sent), once, while it is still ahead: a time that has passed is refused (409), and the team
 * proposes new ones. The partner and the team are told. Everyone is reminded the day before
 * (execution-sweep.ts).
 */
export async function confirmVisit(
  ctx: StepContext,
  input: { projectId: string; slot: Date; now?: Date },
): Promise<SiteVisit> {
  const now = input.now ?? new Date();
  const { db } = ctx.app.database;
  const { visit, project } = await db.transaction(async (tx) => {
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId, clientId: ctx.caller.id },
      canConfirmVisit,
    );
    const [current] = await tx
      .select()
      .from(siteVisits)
      .where(eq(siteVisits.projectId, locked.row.id));
    const chosen = current?.slots.find((s) => s.getTime() === input.slot.getTime());
    if (!chosen) {
      throw badRequest('visitSlotNotProposed');
    }
    if (chosen.getTime() <= now.getTime()) {
      throw conflict('visitSlotPassed');
    }
    const [row] = await tx
      .update(siteVisits)
      .set({ confirmedSlot: chosen, remindedAt: null, updatedAt: new Date() })
      .where(eq(siteVisits.projectId, locked.row.id))
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(executionApi.confirmSiteVisit),
      status: 200,
      projectId: locked.row.id,
      details: { slot: chosen.toISOString() },
    });
    return { visit: row!, project: locked.row };
  });
  await tell(ctx.app, project, ['partner', 'team'], {
    kind: 'Visit confirmed',
    key: 'notifyVisitConfirmed',
  });
  return siteVisitJson(visit);
}
