import { eq } from 'drizzle-orm';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import type { ProjectSite, SiteInput } from '@greenscape/shared/schemas/project-site';
import { canChangeSite } from '@greenscape/shared/site-rules';
import { isPicked } from '@greenscape/shared/workflow';
import { projects } from '../../../db/schema/index';
import { tell } from '../../execution';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { siteColumns } from '../../../db/site-columns';
import { siteJson } from '../site-json';

/**
 * Changes where the garden is (docs/product.md#the-site): the customer before the pick, an admin
 * until completion. The other side hears of it.
 */
export async function changeSite(
  ctx: StepContext,
  input: { projectId: string; site: SiteInput },
): Promise<ProjectSite> {
  const by = ctx.caller.role === 'user' ? 'customer' : 'team';
  const { db } = ctx.app.database;
  const { row, picked } = await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state) =>
      canChangeSite(state, by),
    );
    const [updated] = await tx
      .update(projects)
      .set({ ...siteColumns(input.site), updatedAt: new Date() })
      .where(eq(projects.id, locked.row.id))
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(projectsApi.changeSite),
      status: 200,
      projectId: locked.row.id,
      details: { city: input.site.city, pincode: input.site.pincode, state: input.site.state },
    });
    return { row: updated!, picked: isPicked(locked.state) };
  });
  const notice = { kind: 'Site changed', key: 'notifySiteChanged' } as const;
  // The team hears of the customer's change; the customer of the team's, and after the pick the
  // partner, whose visit and route it moves.
  const sides = by === 'customer' ? ['team'] : picked ? ['customer', 'partner'] : ['customer'];
  await tell(ctx.app, row, sides as ('team' | 'customer' | 'partner')[], notice);
  return siteJson(row, 'whole');
}
