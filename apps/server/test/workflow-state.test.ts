import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedActions } from '@greenscape/shared/project-actions';
import { stageKeyOf } from '@greenscape/shared/project-machine';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { createTestApp, type TestApp } from './helpers/test-app';
import { adminSession, signUpCustomer } from './helpers/auth';
import {
  pickedProject,
  releaseQuotations,
  sendDesigns,
  visitReported,
  type PickedProject,
} from './helpers/workflow-fixtures';

// Every role's answer about a project carries the workflow state with what the state machine
// (packages/shared/src/project-machine.ts) makes of it: the stage, who acts next and the caller's
// own allowed actions; the partner's answers too, so no page makes up a state of its own.
describe("the workflow state in every role's answer", () => {
  let t: TestApp;
  let p: PickedProject;

  const get = async (url: string, cookies: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const states = async () => {
    const customer: WorkflowState = (
      await get(`/api/user/project/${p.projectId}/${p.customer.id}`, p.customer.cookies)
    ).workflow;
    const team: WorkflowState = (
      await get(`/api/admin/project/${p.projectId}/${p.admin.id}`, p.admin.cookies)
    ).workflow;
    const partner: WorkflowState = (
      await get(`/api/service-provider/project/${p.projectId}/${p.partner.id}`, p.partner.cookies)
    ).workflow;
    const loser: WorkflowState = (
      await get(
        `/api/service-provider/project/${p.projectId}/${p.otherPartner.id}`,
        p.otherPartner.cookies,
      )
    ).workflow;
    return { customer, team, partner, loser };
  };

  beforeAll(async () => {
    t = await createTestApp();
    p = await pickedProject(t.app);
  });
  afterAll(() => t.close());

  it('gives every role the same stage and who acts next, and each its own actions', async () => {
    const { customer, team, partner, loser } = await states();
    for (const s of [customer, team, partner]) {
      expect(s.stage).toBe('visitToPropose');
      expect(s.actor).toBe('team');
    }
    // The partner not chosen: its part is over, and the job is not its to follow.
    expect(loser).toMatchObject({ stage: 'completed', actor: 'nobody', actions: [] });
    expect(team.stage).toBe(stageKeyOf(team));
    expect(team.actions).toEqual(allowedActions(team, { role: 'team' }));
    expect(team.actions).toContain('proposeVisit');
    expect(customer.actions).not.toContain('proposeVisit');
    expect(partner.actions).toEqual([]);
    expect(loser.actions).toEqual([]);
  });

  it("follows the job: the selected partner's turn to prove work, and nobody else's", async () => {
    await visitReported(t.app, p);
    const { customer, team, partner, loser } = await states();
    for (const s of [customer, team, partner]) {
      expect(s.stage).toBe('milestoneWork');
      expect(s.actor).toBe('partner');
    }
    expect(loser.stage).toBe('completed');
    expect(partner.actions).toEqual(['submitProof']);
    // The plan's first milestone is the advance, money and no work: the work starts at the second,
    // paid or not (kernel/execution-facts.ts, execution-rules.ts currentWorkMilestone).
    expect(partner.currentMilestone).toBe(2);
    expect(team.currentMilestone).toBe(2);
    expect(loser.actions).toEqual([]);
    expect(customer.actions).toContain('reportPayment');
    expect(customer.actions).not.toContain('submitProof');
    // What the customer owes is not a partner's to read, and the job is not the loser's.
    expect(partner.outstanding).toBe(0);
    expect(team.outstanding).toBeGreaterThan(0);
    expect(loser.visitStatus).toBe('none');
    expect(loser.milestoneCount).toBe(0);
    // Each partner counts its own quotation only.
    expect(team.allocatedCount).toBe(2);
    expect(partner.allocatedCount).toBe(1);
    expect(loser.allocatedCount).toBe(1);
    expect(partner.visitStatus).toBe('reported');
  });

  it("carries the state on the partner's tabs too", async () => {
    const tab: { _id: string; workflow: WorkflowState }[] = await get(
      `/api/service-provider/project/inprogress/${p.partner.id}`,
      p.partner.cookies,
    );
    const row = tab.find((r) => r._id === p.projectId);
    expect(row?.workflow.stage).toBe('milestoneWork');
    expect(row?.workflow.actions).toEqual(['submitProof']);
  });
});

describe('the same stage before the release, whatever each view hides', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it("reads the team's stage on the customer's project though its counts are hidden", async () => {
    t = await createTestApp();
    const c = await signUpCustomer(t.app, 'machine@example.com');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${c.user._id}`,
      cookies: c.cookies,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'Front lawn' },
    });
    const projectId: string = created.json()._id;
    await sendDesigns(t.app, projectId);
    // Three quotations in, all costed, not yet released: the third closed the window, which the
    // customer's hidden counts alone would read as still open.
    await releaseQuotations(t.app, projectId, { count: 3, visible: false });
    const admin = await adminSession(t.app);
    const team: WorkflowState = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/project/${projectId}/${admin.id}`,
        cookies: admin.cookies,
      })
    ).json().workflow;
    const customer: WorkflowState = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/project/${projectId}/${c.user._id}`,
        cookies: c.cookies,
      })
    ).json().workflow;
    expect(customer.allocatedCount).toBe(0);
    expect(team.allocatedCount).toBe(3);
    expect(team.stage).toBe('readyToRelease');
    expect(customer.stage).toBe(team.stage);
    expect(customer.actor).toBe(team.actor);
  });
});
