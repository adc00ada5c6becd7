import { adminApi } from '@greenscape/shared/contract/admin';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { eq, sql } from 'drizzle-orm';
import { canComplete } from '@greenscape/shared/workflow';
import { projects, serviceProviders } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { notify } from '../../notifications/notify';
import { lockForStep, recordStep, type StepContext } from './step-context';

/** The team marks the project complete; the chosen partner's projects completed grows by one. */
export async function completeProject(
  ctx: StepContext,
  input: { projectId: string },
): Promise<void> {
  const { db } = ctx.app.database;
  const row = await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state) =>
      canComplete(state),
    );
    const partnerId = locked.row.selectedPartnerId;
    // The pick writes the number and the partner together; a row with one alone is refused.
    if (!partnerId) {
      throw conflict('customerHasNotPicked');
    }
    await tx
      .update(projects)
      .set({ status: 'Completed', completedAt: new Date(), updatedAt: new Date() })
      .where(eq(projects.id, locked.row.id));
    await tx
      .update(serviceProviders)
      .set({ totalProjectsCompleted: sql`${serviceProviders.totalProjectsCompleted} + 1` })
      .where(eq(serviceProviders.id, partnerId));
    await recordStep(tx, ctx, {
      route: routeKey(adminApi.complete),
      status: 200,
      projectId: locked.row.id,
    });
    return { ...locked.row, selectedPartnerId: partnerId };
  });
  await notify(ctx.app, [{ role: 'user', id: row.clientId }], {
    kind: 'Completed',
    key: 'notifyProjectCompleted',
    projectId: row.id,
  });
  await notify(ctx.app, [{ role: 'service-provider', id: row.selectedPartnerId }], {
    kind: 'Completed',
    key: 'notifyPartnerCompleted',
    projectId: row.id,
  });
}
