import { and, eq } from 'drizzle-orm';
import { milestoneAmountsPaise } from '@greenscape/shared/execution-rules';
import { messages } from '@greenscape/shared/messages';
import { notifications, partnerQuotations } from '../../src/db/schema/index';
import type { TestApp } from './test-app';
import { workPhoto, type PickedProject } from './workflow-fixtures';

// The calls milestones.test.ts (the plan) and milestone-proof.test.ts (proof, review, approval)
// make on the milestones of one picked project, through HTTP.

export const refusal = (code: keyof typeof messages) => ({ code, message: messages[code] });

type Who = { cookies: Record<string, string> } | null;

export function milestoneCalls(app: () => TestApp, project: () => PickedProject) {
  const call = (method: 'GET' | 'POST' | 'PUT', who: Who, suffix = '', payload?: object) =>
    app().app.inject({
      method,
      url: `/api/projects/${project().projectId}/milestones${suffix}`,
      ...(who && { cookies: who.cookies }),
      ...(payload && { payload }),
    });
  const noticesOf = (recipientId: string, key: string) =>
    app()
      .database.db.select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, recipientId), eq(notifications.messageKey, key)));
  const proof = async (num = 1) => ({
    note: `Milestone ${num} done`,
    photos: [await workPhoto(app().app, project().partner)],
  });
  /** The partner's own quotation total, in paise, and its shares in rupees for `percents`. */
  const partnerTotalPaise = async () => {
    const [own] = await app()
      .database.db.select({ total: partnerQuotations.totalAmountPaise })
      .from(partnerQuotations)
      .where(
        and(
          eq(partnerQuotations.projectId, project().projectId),
          eq(partnerQuotations.partnerId, project().partner.id),
        ),
      );
    return own!.total;
  };
  const partnerShares = async (percents: number[]) =>
    milestoneAmountsPaise(await partnerTotalPaise(), percents).map((a) => a / 100);
  return { call, noticesOf, proof, partnerTotalPaise, partnerShares };
}
