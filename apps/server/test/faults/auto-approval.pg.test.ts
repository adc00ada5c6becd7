import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, milestones, notifications } from '../../src/db/schema/index';
import { submitProof } from '../../src/modules/execution/steps/submit-proof';
import type { TestApp } from '../helpers/test-app';
import { instancesOnOneDatabase } from '../helpers/two-instances';
import {
  pickedProject,
  visitReported,
  workPhoto,
  type PickedProject,
} from '../helpers/workflow-fixtures';

// PostgreSQL tier only: two app processes on one database both sweep for milestones
// due for automatic approval, every 50 ms, while the same milestones fall due. Each milestone is
// approved once, with one audit row and one notice to each participant
// (modules/execution/execution-sweep.ts claims each with a conditional UPDATE under the project's
// lock).

describe('the automatic approval with two instances', () => {
  let instances: Awaited<ReturnType<typeof instancesOnOneDatabase>> | undefined;
  let local: Omit<TestApp, 'close'>;
  // Three seconds: long enough to submit every proof before the first falls due.
  const autoApproveSeconds = 3;

  beforeAll(async () => {
    instances = await instancesOnOneDatabase({
      name: 'sweep',
      env: {
        MILESTONE_AUTO_APPROVE_DAYS: String(autoApproveSeconds / 86_400),
        EXECUTION_SWEEP_SECONDS: '0.05',
      },
      // This process only builds the projects (through the real steps); it does not sweep.
      local: { EXECUTION_SWEEP_SECONDS: '3600' },
    });
    local = instances.local!;
  }, 120_000);

  afterAll(() => instances?.close());

  it('approves each due milestone once, with one audit row and one notice each', async () => {
    const app = local.app;
    const projects: PickedProject[] = [];
    for (let i = 0; i < 3; i++) {
      projects.push(await pickedProject(app));
    }
    for (const p of projects) {
      await visitReported(app, p);
    }
    for (const p of projects) {
      await submitProof(
        { app, caller: p.partner, address: '127.0.0.1' },
        {
          projectId: p.projectId,
          num: 2,
          note: 'Materials delivered',
          photos: [await workPhoto(app, p.partner)],
        },
      );
    }
    const { db } = local.database;
    const approvedCount = async () =>
      (
        await db
          .select()
          .from(milestones)
          .where(and(eq(milestones.num, 2), eq(milestones.status, 'approved')))
      ).length;
    const deadline = Date.now() + 30_000;
    while ((await approvedCount()) < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Both instances keep sweeping for a while longer: nothing more may happen.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await approvedCount()).toBe(3);
    for (const p of projects) {
      const [row] = await db
        .select()
        .from(milestones)
        .where(and(eq(milestones.projectId, p.projectId), eq(milestones.num, 2)));
      expect(row).toMatchObject({ status: 'approved', autoApproved: true });
      const audit = await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.projectId, p.projectId), eq(auditEvents.actorRole, 'system')));
      expect(audit).toHaveLength(1);
      for (const who of [p.customer, p.partner]) {
        const told = await db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.recipientId, who.id),
              eq(notifications.messageKey, 'notifyMilestoneAutoApproved'),
            ),
          );
        expect(told, who.role).toHaveLength(1);
        const reminded = await db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.recipientId, who.id),
              eq(notifications.messageKey, 'notifyAutoApproveSoon'),
            ),
          );
        // The reminder (2 days ahead; here at once, the wait being shorter) goes to the
        // customer, who reviews, exactly once across both instances; the partner gets none.
        expect(reminded, who.role).toHaveLength(who === p.customer ? 1 : 0);
      }
    }
  }, 120_000);
});
