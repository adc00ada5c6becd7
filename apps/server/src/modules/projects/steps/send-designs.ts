import { projectsApi } from '@greenscape/shared/contract/projects';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { eq } from 'drizzle-orm';
import { canSendDesigns } from '@greenscape/shared/workflow';
import { projects } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { requireAccess } from '../../access';
import { notify } from '../../notifications';
import { type StepContext, lockForStep, recordStep } from '../../kernel';

/** The team sends its designs (the admin's own uploads), once; the project moves to In Progress. */
export async function sendDesigns(
  ctx: StepContext,
  input: { projectId: string; designs: string[] },
): Promise<void> {
  if (input.designs.length === 0) {
    throw conflict('noImages');
  }
  const { db } = ctx.app.database;
  const clientId = await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state) =>
      canSendDesigns(state),
    );
    await requireAccess(tx, ctx.caller, {
      can: 'uploads.use',
      uploadIds: input.designs,
      purpose: 'design',
    });
    await tx
      .update(projects)
      .set({ designs: input.designs, status: 'In Progress', updatedAt: new Date() })
      .where(eq(projects.id, locked.row.id));
    await recordStep(tx, ctx, {
      route: routeKey(projectsApi.sendDesigns),
      status: 200,
      projectId: locked.row.id,
    });
    return locked.row.clientId;
  });
  await notify(ctx.app, [{ role: 'user', id: clientId }], {
    kind: 'Designs ready',
    key: 'notifyDesignsReady',
    projectId: input.projectId,
  });
}
