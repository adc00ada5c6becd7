import { executionApi } from '@greenscape/shared/contract/execution';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { canReviewMilestone } from '@greenscape/shared/execution-rules';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { and, eq, type SQL } from 'drizzle-orm';
import { milestones } from '../../../db/schema/index';
import type { Caller } from '../../access';
import {
  type ProjectRow,
  type StepContext,
  type SystemCaller,
  lockForStep,
  recordStep,
} from '../../kernel';
import { AppError } from '../../../lib/errors';
import { readMilestone } from '../execution-json';
import { tell } from '../execution-notices';

/**
 * The approval of a submitted milestone, by its customer or, once its time ran out, by the
 * server (execution-sweep.ts, as the system caller): one write, one audit line, the notices. The
 * customer's approval tells the partner and the team; the automatic one tells everyone, the
 * customer too. `stillDue` is the sweep's condition, checked again in the write, so a milestone
 * sent back and proved again meanwhile is not approved on its old clock. Answers the project, or
 * nothing when `stillDue` no longer held.
 */
export async function approveStep(
  ctx: StepContext<Caller | SystemCaller>,
  input: { projectId: string; num: number; now?: Date; stillDue?: SQL },
): Promise<ProjectRow | undefined> {
  const auto = ctx.caller.role === 'system';
  const { db } = ctx.app.database;
  const project = await db.transaction(async (tx) => {
    const lock = lockForStep(
      tx,
      ctx,
      { id: input.projectId, clientId: auto ? undefined : (ctx.caller.id ?? undefined) },
      (state) => canReviewMilestone(state, input.num),
    );
    // The server's approval yields to whatever came first (the customer's review, a completion):
    // its refusal means there is nothing left to approve, not an error.
    const locked = auto ? await lock.catch(nothingIfRefused) : await lock;
    if (!locked) {
      return undefined;
    }
    const [row] = await tx
      .update(milestones)
      .set({ status: 'approved', approvedAt: input.now ?? new Date(), autoApproved: auto })
      .where(
        and(eq(milestones.projectId, locked.row.id), eq(milestones.num, input.num), input.stillDue),
      )
      .returning({ num: milestones.num });
    if (!row) {
      return undefined;
    }
    await recordStep(tx, ctx, {
      route: routeKey(executionApi.approveMilestone),
      status: 200,
      projectId: locked.row.id,
      details: auto ? { num: input.num, autoApproved: true } : { num: input.num },
    });
    return locked.row;
  });
  if (project) {
    await tell(
      ctx.app,
      project,
      auto ? ['customer', 'partner', 'team'] : ['partner', 'team'],
      auto
        ? { kind: 'Milestone approved', key: 'notifyMilestoneAutoApproved' }
        : { kind: 'Milestone approved', key: 'notifyMilestoneApproved' },
    );
  }
  return project;
}

function nothingIfRefused(error: unknown): undefined {
  if (error instanceof AppError) {
    return undefined;
  }
  throw error;
}

/** The customer approves the submitted milestone; the partner and the team are told. */
export async function approveMilestone(
  ctx: StepContext,
  input: { projectId: string; num: number },
): Promise<Milestone> {
  const project = await approveStep(ctx, input);
  return readMilestone(ctx.app.database.db, project!.id, input.num, ctx.caller.role);
}
