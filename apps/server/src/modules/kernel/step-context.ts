import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusalStatus, type Verdict, type WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { auditActions } from '../audit';
import type { Caller } from '../access';
import { lockProject } from './project-lock';

/**
 * Who runs a workflow step and from where: a route builds it from the session (stepContext), a
 * test fixture from the account it acts as. The step files its audit row under `project` in its
 * own transaction, and tells the request which project it touched, so that the audit hook
 * (modules/audit/audit-hook.ts) files a refusal under it too.
 */
export type StepContext<C extends Caller | SystemCaller = Caller> = {
  app: FastifyInstance;
  caller: C;
  address: string;
  onProject?: (projectId: string) => void;
  onRecorded?: () => void;
};

/**
 * What the server does by itself (the automatic approval of a milestone, execution-sweep.ts)
 * runs the same steps as a person, as this caller: its audit line names the system, no account.
 */
export type SystemCaller = { role: 'system'; id: null };

export function systemContext(app: FastifyInstance): StepContext<SystemCaller> {
  return { app, caller: { role: 'system', id: null }, address: 'server' };
}

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

/** The project as a step sees it under the lock: its row, its workflow state, its money. */
export type LockedProject = NonNullable<Awaited<ReturnType<typeof lockProject>>>;

/**
 * The start of every step: the project row locked for the transaction (the lock every step takes,
 * so two steps on one project run one after the other), 404 when it is not there (or not the
 * customer's, with `clientId`), and the step's rule checked on the state read under the lock.
 * What else the rule needs (the payments on record, the quotation being costed) is read by `load`
 * after the lock and before the rule, so it cannot change before the step commits.
 */
export async function lockForStep<X extends object = object>(
  tx: Database,
  ctx: Pick<StepContext<Caller | SystemCaller>, 'onProject'>,
  where: { id: string; clientId?: string },
  check:
    | ((state: WorkflowProject, facts: LockedProject) => Verdict)
    | {
        load: (tx: Database, locked: LockedProject) => Promise<X>;
        rule: (state: WorkflowProject, facts: LockedProject & X) => Verdict;
      },
): Promise<LockedProject & X> {
  const locked = await lockProject(tx, where);
  if (!locked) {
    throw notFound();
  }
  ctx.onProject?.(locked.row.id);
  if (typeof check === 'function') {
    refuseUnless(check(locked.state, locked));
    return locked as LockedProject & X;
  }
  const facts = { ...locked, ...(await check.load(tx, locked)) };
  refuseUnless(check.rule(locked.state, facts));
  return facts;
}

/** The step's line in the audit trail, written in the step's transaction. */
export async function recordStep(
  tx: Database,
  ctx: StepContext<Caller | SystemCaller>,
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
