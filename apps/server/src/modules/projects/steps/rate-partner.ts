import { projectsApi } from '@greenscape/shared/contract/projects';
import { routeKey } from '@greenscape/shared/contract/endpoint';
import { eq } from 'drizzle-orm';
import { canRate } from '@greenscape/shared/workflow';
import { ratings } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { type StepContext, lockForStep, recordStep } from '../../kernel';

/** After completion the customer rates the chosen partner once, 1 to 5 stars. */
export async function ratePartner(
  ctx: StepContext,
  input: { projectId: string; stars: number; comment?: string | null },
): Promise<{ stars: number; comment: string | null }> {
  const { db } = ctx.app.database;
  return db.transaction(async (tx) => {
    const locked = await lockForStep(
      tx,
      ctx,
      { id: input.projectId, clientId: ctx.caller.id },
      {
        // The project row is locked, so two ratings at once are told apart here, one after the other.
        load: async (lockTx, { row }) => {
          const [rated] = await lockTx
            .select({ id: ratings.id })
            .from(ratings)
            .where(eq(ratings.projectId, row.id));
          return { rated: rated !== undefined };
        },
        rule: (state, { rated }) => canRate(state, rated),
      },
    );
    // The pick writes the number and the partner together; a row with one alone is refused.
    const partnerId = locked.row.selectedPartnerId;
    if (!partnerId) {
      throw conflict('ratingNotYet');
    }
    const [row] = await tx
      .insert(ratings)
      .values({
        projectId: locked.row.id,
        partnerId,
        userId: ctx.caller.id,
        stars: input.stars,
        comment: input.comment ?? null,
      })
      .returning();
    await recordStep(tx, ctx, {
      route: routeKey(projectsApi.rate),
      status: 201,
      projectId: locked.row.id,
      details: { stars: input.stars },
    });
    return { stars: row!.stars, comment: row!.comment };
  });
}
