import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canProposeVisit } from '@greenscape/shared/execution-rules';
import type { SiteVisit } from '@greenscape/shared/schemas/execution';
import { siteVisits } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { siteVisitJson } from '../execution-json';
import { tell } from '../execution-notices';

const yearMs = 366 * 24 * 3600_000;

/**
 * The team proposes one to three future times for the site visit, within a year, from the pick
 * until the visit is reported. Proposing again replaces the times; over a confirmed time it is a reschedule: the
 * confirmation and its reminder are dropped, and the partner hears that the visit moves.
 */
export async function proposeVisit(
  ctx: StepContext,
  input: { projectId: string; slots: Date[]; now?: Date },
): Promise<SiteVisit> {
  const now = input.now ?? new Date();
  const { db } = ctx.app.database;
  const { visit, project, rescheduled } = await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, canProposeVisit);
    const slots = [...new Map(input.slots.map((s) => [s.getTime(), s])).values()].sort(
      (a, b) => a.getTime() - b.getTime(),
    );
    const latest = now.getTime() + yearMs;
    if (slots.some((s) => s.getTime() <= now.getTime() || s.getTime() > latest)) {
      throw badRequest('visitSlotsInvalid');
    }
    const values = { slots, confirmedSlot: null, remindedAt: null, updatedAt: now };
    const [row] = await tx
      .insert(siteVisits)
      .values({ projectId: locked.row.id, ...values })
      .onConflictDoUpdate({ target: siteVisits.projectId, set: values })
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(executionApi.proposeSiteVisit),
      status: 201,
      projectId: locked.row.id,
      details: { slots: slots.map((s) => s.toISOString()) },
    });
    return {
      visit: row!,
      project: locked.row,
      rescheduled: locked.state.visitStatus === 'confirmed',
    };
  });
  await tell(ctx.app, project, ['customer'], {
    kind: 'Visit proposed',
    key: 'notifyVisitProposed',
  });
  if (rescheduled) {
    await tell(ctx.app, project, ['partner'], {
      kind: 'Visit rescheduled',
      key: 'notifyVisitRescheduled',
    });
  }
  return siteVisitJson(visit);
}
