// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Partner } from '@greenscape/shared/schemas/auth';
import type { Milestone, SiteVisit } from '@greenscape/shared/schemas/execution';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { selectedPartnerProject } from '../../../../test/partner-job-fixtures';
import { plan } from '../../../../test/payments/fixtures';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import ProjectMilestonesPage from './project-milestones-page';

// The advance is money, not work (docs/product.md#milestones): the partner's first proof is for the
// milestone after it, whether or not the customer has paid the advance yet.

const server = withFakeServer();
const partner = { _id: '5b0e7c1e-8a8e-4c55-9d3b-2f9a6b1c0d11', name: 'Green Thumb' } as Partner;
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const reported: SiteVisit = {
  status: 'reported',
  slots: ['2026-11-25T05:00:00.000Z'],
  confirmedSlot: '2026-11-25T05:00:00.000Z',
  report: { notes: 'Measured', measuredArea: null, photos: [], reportedAt: '2026-11-25T06:00:00Z' },
};
// The advance not paid yet, no work approved.
const unpaid = plan.map((m) => ({ ...m, status: 'planned' as const, approvedAt: null }));
// The same, as the workflow state the partner's project carries: the work's turn is milestone 2.
const facts: Partial<WorkflowState> = {
  visitStatus: 'reported',
  visitConfirmedSlot: reported.confirmedSlot,
  milestoneCount: unpaid.length,
  hasAdvance: true,
  approvedCount: 0,
  currentMilestone: 2,
  currentMilestoneStatus: 'planned',
  proofSubmitted: false,
};

/** The page on the plan `milestones`, the project's state `patch` over `facts`. */
function show(patch: Partial<WorkflowState> = {}, milestones: Milestone[] = unpaid) {
  const base = `/api/projects/${projectId}`;
  const project = selectedPartnerProject(projectId, { ...facts, ...patch });
  server.on('GET', `${base}/site-visit`, json(200, reported));
  server.on('GET', `${base}/milestones`, json(200, milestones));
  server.on('GET', `/api/service-provider/project/${projectId}/${partner._id}`, json(200, project));
  renderAt(
    `/service-provider/project/${projectId}/milestones`,
    <Route
      path="/service-provider/project/:projectId/milestones"
      element={<ProjectMilestonesPage />}
    />,
    { role: 'service-provider', account: partner },
  );
}

describe("the partner's milestones", () => {
  it('offer the proof form on the milestone after the advance, never on the advance', async () => {
    show();
    expect(await screen.findByRole('form', { name: 'Proof of milestone 2' })).toBeTruthy();
    expect(screen.getAllByRole('form')).toHaveLength(1);
    const advance = screen.getByRole('listitem', { name: 'Milestone 1: Booking advance' });
    expect(within(advance).queryByRole('form')).toBeNull();
    expect(within(advance).getByTestId('advance-note').textContent).toContain('It needs no proof');
  });

  it('say to report the visit first while the rule waits for it, on the current one only', async () => {
    show({ visitStatus: 'confirmed' });
    const work = await screen.findByRole('listitem', { name: 'Milestone 2: Materials on site' });
    expect(await within(work).findByText(/report the visit first/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    const later = screen.getByRole('listitem', { name: 'Milestone 3: Planting and installation' });
    expect(later.textContent).not.toContain('report the visit first');
  });

  it('wait for the customer while the proof is with them, offering no form', async () => {
    const sent = unpaid.map((m) => (m.num === 2 ? { ...m, status: 'submitted' as const } : m));
    show({ currentMilestoneStatus: 'submitted', proofSubmitted: true }, sent);
    const work = await screen.findByRole('listitem', { name: 'Milestone 2: Materials on site' });
    expect(await within(work).findByText(/Waiting for the customer to approve/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offer the proof of the fixed work once the customer asked for changes', async () => {
    const asked = unpaid.map((m) =>
      m.num === 2 ? { ...m, status: 'changes-requested' as const } : m,
    );
    show({ currentMilestoneStatus: 'changes-requested', proofSubmitted: true }, asked);
    const form = await screen.findByRole('form', { name: 'Proof of milestone 2' });
    expect(form.textContent).toContain('The customer asked for changes');
  });
});
