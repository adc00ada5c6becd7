import { routeKey } from '@greenscape/shared/contract/endpoint';
import { eq } from 'drizzle-orm';
import { canProceed } from '@greenscape/shared/workflow';
import { projects } from '../../../db/schema/index';
import { notify } from '../../notifications';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { quotationsApi } from '@greenscape/shared/contract/quotations';

/** Proceed: the team releases the costed quotations to the customer, which closes the window. */
export async function releaseQuotations(
  ctx: StepContext,
  input: { projectId: string },
): Promise<void> {
  const { db } = ctx.app.database;
  const clientId = await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state) =>
      canProceed(state),
    );
    await tx
      .update(projects)
      .set({ visibleToClient: true, updatedAt: new Date() })
      .where(eq(projects.id, locked.row.id));
    await recordStep(tx, ctx, {
      route: routeKey(quotationsApi.releaseQuotations),
      status: 200,
      projectId: locked.row.id,
    });
    return locked.row.clientId;
  });
  await notify(ctx.app, [{ role: 'user', id: clientId }], {
    kind: 'Quotations ready',
    key: 'notifyQuotationsReady',
    projectId: input.projectId,
  });
}
