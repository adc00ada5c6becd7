// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pages } from '@greenscape/shared/pages';
import type { Partner } from '@greenscape/shared/schemas/auth';
import type { SiteVisit } from '@greenscape/shared/schemas/execution';
import type { PartnerProject } from '@greenscape/shared/schemas/workspaces';
import { selectedPartnerProject } from '../../../../test/partner-job-fixtures';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import InProgressProjectsPage from '../routes/in-progress-projects-page';

const server = withFakeServer();
const partner = { _id: '5b0e7c1e-8a8e-4c55-9d3b-2f9a6b1c0d11', name: 'Green Thumb' } as Partner;
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
// The project's state as the server sends it with the card, the plan's first milestone current.
const won = (visitStatus: SiteVisit['status']): PartnerProject =>
  selectedPartnerProject(projectId, {
    visitStatus,
    visitConfirmedSlot: visitStatus === 'proposed' ? null : '2026-11-25T05:00:00.000Z',
    approvedCount: 0,
    currentMilestone: 1,
    currentMilestoneStatus: 'planned',
    proofSubmitted: false,
  });
const visit = (status: SiteVisit['status']): SiteVisit => ({
  status,
  slots: ['2026-11-25T05:00:00.000Z'],
  confirmedSlot: status === 'proposed' ? null : '2026-11-25T05:00:00.000Z',
  report:
    status === 'reported'
      ? { notes: 'Measured', measuredArea: null, photos: [], reportedAt: '2026-11-25T06:00:00Z' }
      : null,
});

function show(siteVisit: SiteVisit) {
  server.on(
    'GET',
    `/api/service-provider/project/inprogress/${partner._id}`,
    json(200, [won(siteVisit.status)]),
  );
  renderAt(
    pages.partnerTab('inprogress'),
    <Route path={pages.partnerTab('inprogress')} element={<InProgressProjectsPage />} />,
    { role: 'service-provider', account: partner },
  );
}

// A won job's card opens where the partner must act, not on Project Info.
describe("a won job's card", () => {
  it('opens the milestones when proof of work is the partner’s turn', async () => {
    show(visit('reported'));
    const link = await screen.findByRole('link', { name: 'Your turn: open the step' });
    expect(link.getAttribute('href')).toBe(pages.partnerProjectMilestones(projectId));
  });

  it('opens the site visit when its report is the partner’s turn', async () => {
    show(visit('confirmed'));
    const link = await screen.findByRole('link', { name: 'Your turn: open the step' });
    expect(link.getAttribute('href')).toBe(pages.partnerProjectSiteVisit(projectId));
  });

  it('opens Project Info while someone else must act', async () => {
    show(visit('proposed'));
    await screen.findByText('GS-2611-0042');
    const link = await screen.findByRole('link', { name: 'See Details' });
    expect(link.getAttribute('href')).toBe(pages.partnerProject(projectId));
  });
});
