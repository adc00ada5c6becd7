import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { milestones, users } from '../../src/db/schema/index';
import type { startWhatsAppStandIn } from '../../src/deploy/stand-ins/whatsapp';
import type { TestApp } from './test-app';
import { pickedProject, visitReported, type PickedProject } from './workflow-fixtures';

// What the WhatsApp tests share (whatsapp.test.ts, whatsapp-replies.test.ts,
// whatsapp-reach.test.ts): a webhook signed as Meta signs it, with its work waited for, a
// milestone's row, and an account's opt-in on its preferences page.

type Meta = Awaited<ReturnType<typeof startWhatsAppStandIn>>;

/** Posts a payload to the webhook as Meta would (or with another secret), then waits for its work. */
export function signedWebhook(t: () => TestApp, meta: () => Meta) {
  return async (payload: object, secret?: string) => {
    const { raw, signature } = meta().signed(payload, secret);
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload: raw,
    });
    await Promise.all([...t().app.webhookWork]);
    return res;
  };
}

export async function milestoneRow(t: TestApp, projectId: string, num: number) {
  const [row] = await t.database.db
    .select()
    .from(milestones)
    .where(and(eq(milestones.projectId, projectId), eq(milestones.num, num)));
  return row!;
}

/** Turns WhatsApp on from the account's preferences page. */
export async function optInToWhatsApp(t: TestApp, cookies: Record<string, string>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/me/preferences',
    cookies,
    payload: { channels: { whatsapp: true } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A picked project whose customer has proven `phone`, with the team's milestone plan and the site
 * visit reported: ready for the partner's proof (the default plan's first milestone is the
 * advance, which needs none).
 */
export async function readyForProof(
  t: TestApp,
  phone: string,
  milestonesPlan: { title: string; percent: number; dueOn?: string }[],
): Promise<PickedProject> {
  const p = await pickedProject(t.app);
  await t.database.db
    .update(users)
    .set({ phone, phoneVerified: true })
    .where(eq(users.id, p.customer.id));
  const plan = await t.app.inject({
    method: 'PUT',
    url: `/api/projects/${p.projectId}/milestones`,
    cookies: p.admin.cookies,
    payload: { milestones: milestonesPlan },
  });
  expect(plan.statusCode, plan.body).toBe(200);
  await visitReported(t.app, p);
  return p;
}
