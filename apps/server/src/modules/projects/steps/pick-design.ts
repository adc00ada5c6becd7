import { projectsApi } from '@greenscape/shared/contract/projects';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { eq } from 'drizzle-orm';
import { canPickDesign } from '@greenscape/shared/workflow';
import { projects } from '../../../db/schema/index';
import { allAdmins, notify } from '../../notifications';
import { type ProjectRow, type StepContext, lockForStep, recordStep } from '../../kernel';

/** The customer picks one of the designs sent, once; the team is told. */
export async function pickDesign(
  ctx: StepContext,
  input: { projectId: string; num: number },
): Promise<ProjectRow> {
  const { db } = ctx.app.database;
  const row = await db.transaction(async (tx) => {
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId, clientId: ctx.caller.id },
      (state) => canPickDesign(state, input.num),
    );
    const [updated] = await tx
      .update(projects)
      .set({ designSelected: input.num, updatedAt: new Date() })
      .where(eq(projects.id, locked.row.id))
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(projectsApi.pickDesign),
      status: 200,
      projectId: locked.row.id,
      details: { num: input.num },
    });
    return updated!;
  });
  await notify(ctx.app, await allAdmins(ctx.app), {
    kind: 'Design picked',
    key: 'notifyDesignPicked',
    projectId: row.id,
  });
  return row;
}
