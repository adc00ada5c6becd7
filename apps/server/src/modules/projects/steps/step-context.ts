import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusalStatus, type Verdict } from '@greenscape/shared/workflow';
import type { Database } from '../../../db/client';
import { auditEvents } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { auditActions } from '../../audit/actions';
import type { Caller } from '../../auth/guards';

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
