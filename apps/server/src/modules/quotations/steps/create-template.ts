import { routeKey } from '@greenscape/shared/contract/endpoint';
import { rupeesToPaise } from '@greenscape/shared/money';
import type { z } from 'zod';
import type { createTemplateSchema } from '@greenscape/shared/schemas/quotations';
import { canCreateTemplate } from '@greenscape/shared/workflow';
import { quotationTemplateLines, quotationTemplates } from '../../../db/schema/index';
import { type StepContext, lockForStep, recordStep } from '../../kernel';
import { quotationsApi } from '@greenscape/shared/contract/quotations';

/** The team writes the quotation template, once, after the customer picked a design. */
export async function createTemplate(
  ctx: StepContext,
  input: z.output<typeof createTemplateSchema>,
): Promise<void> {
  const { db } = ctx.app.database;
  await db.transaction(async (tx) => {
    const locked = await lockForStep(tx, ctx, { id: input.projectId }, (state) =>
      canCreateTemplate(state),
    );
    const [template] = await tx
      .insert(quotationTemplates)
      .values({ projectId: locked.row.id, createdBy: ctx.caller.id })
      .returning();
    await tx.insert(quotationTemplateLines).values(
      input.info.map((line, position) => ({
        templateId: template!.id,
        position,
        serviceDesc: line.serviceDesc,
        quantity: line.quantity,
        lowerRangePaise: rupeesToPaise(line.lowerRange),
        upperRangePaise: rupeesToPaise(line.upperRange),
      })),
    );
    await recordStep(tx, ctx, {
      route: routeKey(quotationsApi.createTemplate),
      status: 201,
      projectId: locked.row.id,
    });
  });
}
