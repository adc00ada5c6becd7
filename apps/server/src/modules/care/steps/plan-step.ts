import type { Endpoint } from '@greenscape/shared/contract/endpoint';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import type { Language } from '@greenscape/shared/language';
import type { MessageKey } from '@greenscape/shared/messages';
import type { CarePlan } from '@greenscape/shared/schemas/care-plan';
import type { Verdict, WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../../db/client';
import { tell } from '../../execution';
import { type ProjectRow, type StepContext, lockForStep, recordStep } from '../../kernel';
import { latestPlan, type PlanRow, readPlan } from '../plan-json';

type Side = Parameters<typeof tell>[2][number];
type Facts<X> = { row: ProjectRow; plan: PlanRow | undefined } & X;

/**
 * One step of a care plan as each makes it: the project's lock, its latest plan (and what else
 * the step's rule reads, `load`), the rule, the write, the audit line, then the notice to the
 * sides that act next, and the plan as it now is in the answer.
 */
export async function carePlanStep<X extends object>(
  ctx: StepContext & { language: Language },
  projectId: string,
  step: {
    endpoint: Endpoint;
    status: 200 | 201;
    load?: (tx: Database, facts: Facts<object>) => Promise<X>;
    rule: (state: WorkflowProject, facts: Facts<X>) => Verdict;
    change: (
      tx: Database,
      facts: Facts<X>,
    ) => Promise<{ plan: PlanRow; details: Record<string, unknown> }>;
    tell: readonly Side[];
    notice: { kind: string; key: MessageKey };
  },
): Promise<CarePlan> {
  const { db } = ctx.app.database;
  const { row } = await db.transaction(async (tx) => {
    const locked = await lockForStep(
      tx,
      ctx,
      { id: projectId },
      {
        load: async (lockTx, { row }) => {
          const plan = await latestPlan(lockTx, row.id);
          const more = step.load ? await step.load(lockTx, { row, plan }) : ({} as X);
          return { plan, ...more };
        },
        rule: (state, facts) => step.rule(state, facts),
      },
    );
    const done = await step.change(tx, locked);
    await recordStep(tx, ctx, {
      route: routeKey(step.endpoint),
      status: step.status,
      projectId: locked.row.id,
      details: { plan: done.plan.id, ...done.details },
    });
    return { plan: done.plan, row: locked.row };
  });
  await tell(ctx.app, row, step.tell, step.notice);
  return readPlan(db, row.id, ctx.language, ctx.caller.role);
}
