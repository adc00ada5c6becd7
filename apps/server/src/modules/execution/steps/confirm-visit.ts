import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canConfirmSlot, canConfirmVisit } from '@greenscape/shared/execution-rules';
import { firstRefusal } from '@greenscape/shared/workflow';
import type { SiteVisit } from '@greenscape/shared/schemas/execution';
import { eq } from 'drizzle-orm';
import { siteVisits } from '../../../db/schema/index';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
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
      {
        load: async (lockTx, { row }) => {
          const [visit] = await lockTx
            .select({ slots: siteVisits.slots })
            .from(siteVisits)
            .where(eq(siteVisits.projectId, row.id));
          return { proposed: visit?.slots ?? [] };
        },
        rule: (state, { proposed }) =>
          firstRefusal(
            () => canConfirmVisit(state),
            () => canConfirmSlot(proposed, input.slot, now),
          ),
      },
    );
    const chosen = input.slot;
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
