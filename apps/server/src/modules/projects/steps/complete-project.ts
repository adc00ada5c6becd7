import { projectsApi } from '@greenscape/shared/contract/projects';
import { indiaDay } from '@greenscape/shared/gst';
import { addDays } from '@greenscape/shared/warranty-rules';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { eq, sql } from 'drizzle-orm';
import { canComplete, completionGaps } from '@greenscape/shared/workflow';
import { projects, serviceProviders } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { invoiceDocument, issueInvoice, storeIssued } from '../../documents';
import { notify } from '../../notifications';
import { type StepContext, lockForStep, recordStep } from '../../kernel';

/**
 * The team marks the project complete; the chosen partner's projects completed grows by one. It
 * needs every milestone approved and nothing outstanding (docs/product.md#payments), unless
 * `override` gives the reason to complete anyway, which the audit trail keeps. The final invoice
 * is issued with it, and drawn and stored after the commit.
 */
export async function completeProject(
  ctx: StepContext,
  input: { projectId: string; override?: { reason: string } },
): Promise<void> {
  const { db } = ctx.app.database;
  const { row, invoice } = await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state) =>
      canComplete(state, { override: input.override !== undefined }),
    );
    const gaps = completionGaps(locked.state);
    const partnerId = locked.row.selectedPartnerId;
    // The pick writes the number and the partner together; a row with one alone is refused.
    if (!partnerId) {
      throw conflict('customerHasNotPicked');
    }
    const now = new Date();
    await tx
      .update(projects)
      .set({
        status: 'Completed',
        completedAt: now,
        // The warranty is kept as it was promised at completion, whatever the setting later.
        warrantyEndsOn: addDays(indiaDay(now), ctx.app.config.warrantyDays),
        updatedAt: now,
      })
      .where(eq(projects.id, locked.row.id));
    // The final invoice is issued with the completion, in its transaction: numbered
    // only if the completion commits, frozen as the settings and the profile are now.
    const invoice = await issueInvoice(tx, locked.row, now, ctx.app.config);
    await tx
      .update(serviceProviders)
      .set({ totalProjectsCompleted: sql`${serviceProviders.totalProjectsCompleted} + 1` })
      .where(eq(serviceProviders.id, partnerId));
    await recordStep(tx, ctx, {
      route: routeKey(projectsApi.complete),
      status: 200,
      projectId: locked.row.id,
      details: input.override
        ? {
            override: input.override.reason,
            milestonesOpen: gaps.milestones,
            outstanding: gaps.payments,
          }
        : undefined,
    });
    return { row: { ...locked.row, selectedPartnerId: partnerId }, invoice };
  });
  await storeIssued(ctx.app, invoiceDocument(invoice));
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
