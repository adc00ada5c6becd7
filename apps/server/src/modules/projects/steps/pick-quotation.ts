import { projectsApi } from '@greenscape/shared/contract/projects';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { eq } from 'drizzle-orm';
import { canPickQuotation } from '@greenscape/shared/workflow';
import { projects } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { issueQuotation, quotationDocument, storeIssued } from '../../documents';
import { allAdmins, notifyAll, partnersOf } from '../../notifications';
import { insertDefaultPlan } from '../../execution';
import {
  type Allocation,
  type ProjectRow,
  type StepContext,
  allocationsOf,
  lockForStep,
  recordStep,
} from '../../kernel';

/**
 * The customer picks one of the released quotations by its number, once: only a finalised one
 * (costed by the team) can be picked. The team, the chosen partner and the others are told. The
 * picked quotation becomes a document, fixed with the pick and drawn and stored after it.
 */
export async function pickQuotation(
  ctx: StepContext,
  input: { projectId: string; num: number },
): Promise<{ row: ProjectRow; allocations: Allocation[] }> {
  const { db } = ctx.app.database;
  const { row, allocations, quotation } = await db.transaction(async (tx) => {
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId, clientId: ctx.caller.id },
      (state) => canPickQuotation(state, input.num),
    );
    // Read with the lock; the answer's list gets the execution facts of the plan made below.
    const allocated = locked.allocations;
    const chosen = allocated.find((a) => a.num === input.num && a.finalized);
    if (!chosen) {
      throw badRequest('invalidQuotationNumber');
    }
    const [updated] = await tx
      .update(projects)
      .set({
        selectedQuotation: input.num,
        selectedPartnerId: chosen.partnerId,
        pickedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(projects.id, locked.row.id))
      .returning();
    // The job after the pick starts with its work plan (docs/product.md#after-the-pick).
    await insertDefaultPlan(tx, locked.row.id, chosen.id);
    const quotation = await issueQuotation(tx, ctx.app.config, updated!);
    allocated.execution = (await allocationsOf(tx, [locked.row.id])).get(locked.row.id)?.execution;
    await recordStep(tx, ctx, {
      route: routeKey(projectsApi.pickQuotation),
      status: 200,
      projectId: locked.row.id,
      details: { num: input.num },
    });
    return { row: updated!, allocations: allocated, quotation };
  });
  const projectId = row.id;
  const { ref } = row;
  // Every partner who quoted hears the outcome: the chosen one to go ahead, the others that it is
  // over. One batch with the team's notice (notifyAll).
  const partners = await partnersOf(
    ctx.app,
    allocations.map((a) => a.partnerId),
  );
  const chosen = (p: { id: string }) => p.id === row.selectedPartnerId;
  await notifyAll(ctx.app, [
    {
      recipients: await allAdmins(ctx.app),
      notice: { kind: 'Quotation picked', key: 'notifyQuotationPicked', projectId, ref },
    },
    {
      recipients: partners.filter(chosen),
      notice: { kind: 'Selected', key: 'notifySelected', projectId, ref },
    },
    {
      recipients: partners.filter((p) => !chosen(p)),
      notice: { kind: 'Not selected', key: 'notifyNotSelected', projectId, ref },
    },
  ]);
  await storeIssued(ctx.app, quotationDocument(projectId, quotation));
  return { row, allocations };
}
