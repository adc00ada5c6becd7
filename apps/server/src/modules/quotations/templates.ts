import { asc, eq } from 'drizzle-orm';
import { paiseToRupees } from '@greenscape/shared/money';
import type { TemplateLine } from '@greenscape/shared/schemas/quotations';
import type { Database } from '../../db/client';
import { quotationTemplateLines, quotationTemplates } from '../../db/schema/index';

export type Template = { _id: string; info: TemplateLine[] };

/** The project's quotation template, or undefined before the admin creates it. */
export async function templateOf(db: Database, projectId: string): Promise<Template | undefined> {
  const [template] = await db
    .select()
    .from(quotationTemplates)
    .where(eq(quotationTemplates.projectId, projectId));
  if (!template) {
    return undefined;
  }
  const lines = await db
    .select()
    .from(quotationTemplateLines)
    .where(eq(quotationTemplateLines.templateId, template.id))
    .orderBy(asc(quotationTemplateLines.position));
  return {
    _id: template.id,
    info: lines.map((l) => ({
      _id: l.id,
      serviceDesc: l.serviceDesc,
      quantity: l.quantity,
      lowerRange: paiseToRupees(l.lowerRangePaise),
      upperRange: paiseToRupees(l.upperRangePaise),
    })),
  };
}
