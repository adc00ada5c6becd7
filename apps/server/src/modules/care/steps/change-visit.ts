import { and, eq } from 'drizzle-orm';
import { careApi } from '@greenscape/shared/contract/care';
import { tasksFor } from '@greenscape/shared/care/season-tasks';
import { canLogVisit, canMoveVisit } from '@greenscape/shared/care-rules';
import { indiaDay } from '@greenscape/shared/gst';
import type { Language } from '@greenscape/shared/language';
import type { CarePlan, CareVisitChange } from '@greenscape/shared/schemas/care-plan';
import type { ServiceKey } from '@greenscape/shared/services';
import { firstRefusal, no, yes } from '@greenscape/shared/workflow';
import { careVisits } from '../../../db/schema/index';
import { notFound } from '../../../lib/errors';
import { attachToProject, requireAccess } from '../../access';
import type { StepContext } from '../../kernel';
import { carePlanStep } from './plan-step';

type Ctx = StepContext & { language: Language };

/** The visit of the project's latest plan (404 for another plan's or project's). */
async function visitOf(tx: Parameters<typeof requireAccess>[0], planId: string, visitId: string) {
  const [visit] = await tx
    .select()
    .from(careVisits)
    .where(and(eq(careVisits.id, visitId), eq(careVisits.planId, planId)));
  if (!visit) {
    throw notFound();
  }
  return visit;
}

/**
 * A visit's change (docs/product.md#care-plans): the customer moves it within its month, up to
 * 24 hours before; the picked partner logs it on its day or after, with the ticked tasks of its
 * checklist, notes and photos of its own.
 */
export async function changeVisit(
  ctx: Ctx,
  input: { projectId: string; visitId: string; change: CareVisitChange; now?: Date },
): Promise<CarePlan> {
  const now = input.now ?? new Date();
  const today = indiaDay(now);
  const { change } = input;
  return carePlanStep(ctx, input.projectId, {
    endpoint: careApi.changeVisit,
    status: 200,
    load: async (tx, { plan }) => {
      if (!plan) {
        throw notFound();
      }
      return { visit: await visitOf(tx, plan.id, input.visitId) };
    },
    rule: (_state, { plan, visit, row }) => {
      if (change.kind === 'move') {
        return canMoveVisit(plan!, visit, change.on, now);
      }
      const checklist = new Set(tasksFor(row.service as ServiceKey, visit.on).map((t) => t.key));
      return firstRefusal(
        () => canLogVisit(plan!, visit, today),
        () => (change.log.tasks.every((t) => checklist.has(t.key)) ? yes : no('careTaskUnknown')),
      );
    },
    change: async (tx, { plan, visit, row }) => {
      if (change.kind === 'move') {
        await tx
          .update(careVisits)
          .set({ on: change.on, remindedAt: null, updatedAt: now })
          .where(eq(careVisits.id, visit.id));
        return { plan: plan!, details: { visit: visit.id, from: visit.on, on: change.on } };
      }
      const { log } = change;
      await requireAccess(tx, ctx.caller, { can: 'uploads.use', uploadIds: log.photos });
      await attachToProject(tx, row.id, log.photos);
      const ticked = new Map(log.tasks.map((t) => [t.key, t.done]));
      const tasks = tasksFor(row.service as ServiceKey, visit.on).map((t) => ({
        key: t.key,
        done: ticked.get(t.key) ?? false,
      }));
      await tx
        .update(careVisits)
        .set({
          status: 'done',
          log: { notes: log.notes, tasks },
          photos: log.photos,
          doneAt: now,
          updatedAt: now,
        })
        .where(eq(careVisits.id, visit.id));
      return {
        plan: plan!,
        details: { visit: visit.id, tasksDone: tasks.filter((t) => t.done).length },
      };
    },
    tell: change.kind === 'move' ? ['team', 'partner'] : ['customer', 'team'],
    notice:
      change.kind === 'move'
        ? { kind: 'Care visit', key: 'notifyCareVisitMoved' }
        : { kind: 'Care visit', key: 'notifyCareVisitDone' },
  });
}
