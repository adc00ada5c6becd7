import { and, eq } from 'drizzle-orm';
import { warrantyApi } from '@greenscape/shared/contract/warranty';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import type { MessageKey } from '@greenscape/shared/messages';
import type { WarrantyClaim } from '@greenscape/shared/schemas/warranty';
import type { Verdict, WorkflowProject } from '@greenscape/shared/workflow';
import type { Database } from '../../../db/client';
import { warrantyClaims } from '../../../db/schema/index';
import { tell } from '../../execution';
import { notFound } from '../../../lib/errors';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { type ClaimRow, claimJson } from '../claims-json';

type Side = Parameters<typeof tell>[2][number];

/**
 * One change of a claim as every claim step makes it: the lock and the step's rule, its write
 * (`change`, given the transaction and the claim), the audit line, then the notice to the sides
 * that act next.
 */
export async function changeClaimStep(
  ctx: StepContext,
  input: { projectId: string; claimId: string },
  step: {
    rule: (claim: ClaimRow, state: WorkflowProject) => Verdict;
    change: (tx: Database, claim: ClaimRow) => Promise<Partial<typeof warrantyClaims.$inferInsert>>;
    details: Record<string, unknown>;
    tell: readonly Side[];
    notice: { kind: string; key: MessageKey };
  },
): Promise<WarrantyClaim> {
  const { db } = ctx.app.database;
  const { claim, project } = await db.transaction(async (tx) => {
    // The project's lock, as every step takes it, then the claim of that project (404 for a
    // claim of another project).
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId },
      {
        load: async (lockTx, { row }) => {
          const [claim] = await lockTx
            .select()
            .from(warrantyClaims)
            .where(and(eq(warrantyClaims.id, input.claimId), eq(warrantyClaims.projectId, row.id)));
          if (!claim) {
            throw notFound();
          }
          return { claim };
        },
        rule: (state, { claim }) => step.rule(claim, state),
      },
    );
    const values = await step.change(tx, locked.claim);
    const [row] = await tx
      .update(warrantyClaims)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(warrantyClaims.id, locked.claim.id))
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(warrantyApi.changeClaim),
      status: 200,
      projectId: locked.row.id,
      details: { claim: locked.claim.id, ...step.details },
    });
    return { claim: row!, project: locked.row };
  });
  await tell(ctx.app, project, step.tell, step.notice);
  return claimJson(claim);
}
