import { eq } from 'drizzle-orm';
import { projectsApi } from '@greenscape/shared/contract/projects';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import type { ProjectSite, SiteInput } from '@greenscape/shared/schemas/project-site';
import { canChangeSite } from '@greenscape/shared/site-rules';
import { projects } from '../../../db/schema/index';
import { tell } from '../../execution';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { siteValues } from '../site-defaults';
import { siteJson } from '../site-json';

/**
 * Changes where the garden is (docs/product.md#the-site): the customer before the pick, an admin
 * until completion. The other side hears of it: the team when the customer moves it, and after
 * the pick the customer and the picked partner, whose visit and route it changes.
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
      .set({ ...siteValues(input.site), updatedAt: new Date() })
      .where(eq(projects.id, locked.row.id))
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(projectsApi.changeSite),
      status: 200,
      projectId: locked.row.id,
      details: { city: input.site.city, pincode: input.site.pincode, state: input.site.state },
    });
    return { row: updated!, picked: locked.row.selectedPartnerId !== null };
  });
  const notice = { kind: 'Site changed', key: 'notifySiteChanged' } as const;
  if (by === 'customer') {
    await tell(ctx.app, row, ['team'], notice);
  } else if (picked) {
    await tell(ctx.app, row, ['customer', 'partner'], notice);
  }
  return siteJson(row);
}
