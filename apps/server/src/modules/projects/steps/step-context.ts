import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusalStatus, type Verdict, type WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../../db/client';
import { auditEvents } from '../../../db/schema/index';
import { AppError, notFound } from '../../../lib/errors';
import { auditActions } from '../../audit/actions';
import type { Caller } from '../../access/guards';
import { lockProject } from '../project-state';

/**
 * Who runs a workflow step and from where: a route builds it from the session (stepContext), a
 * test fixture from the account it acts as. The step files its audit row under `project` in its
 * own transaction, and tells the request which project it touched, so that the audit hook
 * (modules/audit/audit-hook.ts) files a refusal under it too.
 */
export type StepContext = {
  app: FastifyInstance;
  caller: Caller;
  address: string;
  onProject?: (projectId: string) => void;
  onRecorded?: () => void;
};

export function stepContext(request: FastifyRequest, caller: Caller): StepContext {
  return {
    app: request.server,
    caller,
    address: request.ip,
    onProject: (projectId) => {
      request.auditProjectId = projectId;
    },
    onRecorded: () => {
      request.auditRecorded = true;
    },
  };
}

/** A step refused by its rule answers the rule's own code and message. */
export function refuseUnless(verdict: Verdict): void {
  if (!verdict.ok) {
    throw new AppError(refusalStatus(verdict), verdict.code, verdict.message);
  }
}

/**
 * The start of every step: the project row locked for the transaction (the lock every step takes,
 * so two steps on one project run one after the other), 404 when it is not there (or not the
 * customer's, with `clientId`), and the step's rule checked on the state read under the lock.
 */
export async function lockForStep(
  tx: Database,
  ctx: StepContext,
  where: { id: string; clientId?: string },
  rule: (state: WorkflowProject) => Verdict,
) {
  const locked = await lockProject(tx, where);
  if (!locked) {
    throw notFound();
  }
  ctx.onProject?.(locked.row.id);
  refuseUnless(rule(locked.state));
  return locked;
}

/** The step's line in the audit trail, written in the step's transaction. */
export async function recordStep(
  tx: Database,
  ctx: StepContext,
  step: { route: string; status: number; projectId: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditEvents).values({
    actorRole: ctx.caller.role,
    actorId: ctx.caller.id,
    action: auditActions[step.route] ?? step.route,
    route: step.route,
    projectId: step.projectId,
    statusCode: step.status,
    address: ctx.address,
    details: step.details ?? null,
  });
  ctx.onRecorded?.();
}
