import { projectsApi } from '@greenscape/shared/contract/projects';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { arrayOverlaps } from 'drizzle-orm';
import type { z } from 'zod';
import type { newProjectSchema } from '@greenscape/shared/schemas/projects';
import { projects } from '../../../db/schema/index';
import { forbidden } from '../../../lib/errors';
import { withinHourlyQuota } from '../../../lib/hourly-quota';
import { hasAccess } from '../../access';
import { allAdmins, notify } from '../../notifications';
import { type ProjectRow, type StepContext, recordStep } from '../../kernel';
import { siteColumns } from '../../../db/site-columns';
import { siteFromProfile } from '../site-defaults';

/**
 * The customer requests a project with its own uploaded photos, each used by one project only,
 * and its site (else the profile's address), within the hourly quota; the team is told.
 */
export async function createProject(
  ctx: StepContext,
  input: z.output<typeof newProjectSchema>,
): Promise<ProjectRow> {
  const { db } = ctx.app.database;
  const photos = [...new Set(input.photos)];
  const quota = {
    key: `projects:${ctx.caller.id}`,
    limit: ctx.app.config.limits.projectsPerHour,
    code: 'tooManyProjects' as const,
  };
  const row = await withinHourlyQuota(db, quota, async (tx) => {
    if (photos.length > 0) {
      const own = await hasAccess(tx, ctx.caller, {
        can: 'uploads.use',
        uploadIds: photos,
        purpose: 'project-photo',
      });
      const [taken] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(arrayOverlaps(projects.photos, photos))
        .limit(1);
      if (!own || taken) {
        throw forbidden('notYourUpload');
      }
    }
    // Its reference (GS-YYMM-NNNN) is the column's default, next_project_ref() of
    // migration 0012: the month's counter row is updated in this transaction, so it stays locked
    // until commit, a concurrent create waits for the next number, and a rollback gives it back.
    const site = input.site ? siteColumns(input.site) : await siteFromProfile(tx, ctx.caller.id);
    const [created] = await tx
      .insert(projects)
      .values({
        clientId: ctx.caller.id,
        service: input.service,
        area: input.area ?? null,
        budget: input.budget,
        desc: input.desc,
        photos,
        ...site,
      })
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(projectsApi.createProject),
      status: 201,
      projectId: created!.id,
      details: { service: input.service, budget: input.budget },
    });
    return created!;
  });
  ctx.onProject?.(row.id);
  await notify(ctx.app, await allAdmins(ctx.app), {
    kind: 'New project',
    key: 'notifyNewProject',
    projectId: row.id,
    ref: row.ref,
  });
  return row;
}
