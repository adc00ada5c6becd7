// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Partner } from '@greenscape/shared/schemas/auth';
import type { SiteVisit } from '@greenscape/shared/schemas/execution';
import { selectedPartnerProject } from '../../../../test/partner-job-fixtures';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import ProjectSiteVisitPage from './project-site-visit-page';

// The partner's Site visit tab: what it offers follows the state machine and canReportVisit on the
// project's workflow state (packages/shared/src/execution-rules.ts), the server's own rule.

const server = withFakeServer();
const partner = { _id: '5b0e7c1e-8a8e-4c55-9d3b-2f9a6b1c0d11', name: 'Green Thumb' } as Partner;
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const past = '2026-01-10T05:00:00.000Z';
// Tuesday, 1 December 2099 at 10:30 am in India.
const future = '2099-12-01T05:00:00.000Z';

/** The page with the visit `status` at `slot`, the project's state saying the same. */
function show(status: SiteVisit['status'], slot: string = past) {
  const confirmedSlot = status === 'proposed' ? null : slot;
  const visit: SiteVisit = {
    status,
    slots: [slot],
    confirmedSlot,
    report:
      status === 'reported'
        ? { notes: 'Measured', measuredArea: null, photos: [], reportedAt: slot }
        : null,
  };
  const project = selectedPartnerProject(projectId, {
    visitStatus: status,
    visitConfirmedSlot: confirmedSlot,
    approvedCount: 0,
    currentMilestone: 1,
    currentMilestoneStatus: 'planned',
    proofSubmitted: false,
  });
  server.on('GET', `/api/projects/${projectId}/site-visit`, json(200, visit));
  server.on(
    'GET',
    `/api/service-provider/project/${projectId}/${partner._id}`,
    json(200, { ...project, site }),
  );
  renderAt(
    `/service-provider/project/${projectId}/site-visit`,
    <Route
      path="/service-provider/project/:projectId/site-visit"
      element={<ProjectSiteVisitPage />}
    />,
    { role: 'service-provider', account: partner },
  );
}

const site = { address: '4 Lake View Road', city: 'Pune', pincode: '411001', state: 'Maharashtra' };
const waiting = /The customer is choosing one of these times/;
const notes = 'What did you find at the site?';

describe("the partner's site visit", () => {
  it('says where to go, with a link that opens the address in the maps app', async () => {
    show('confirmed');
    expect(await screen.findByText('4 Lake View Road, Pune 411001, Maharashtra')).toBeTruthy();
    const maps = new URL(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')!);
    expect(maps.searchParams.get('query')).toBe('4 Lake View Road, Pune 411001, Maharashtra');
    // A partner never changes the site.
    expect(screen.queryByRole('button', { name: 'Change the site' })).toBeNull();
  });

  it('waits for the customer to choose a time, offering no report', async () => {
    show('proposed');
    expect(await screen.findByText(waiting)).toBeTruthy();
    expect(screen.queryByLabelText(notes)).toBeNull();
    expect(screen.queryByText(/You can report the visit from/)).toBeNull();
  });

  it('says from when the confirmed visit can be reported, before its time', async () => {
    show('confirmed', future);
    expect(await screen.findByText(/You can report the visit from/)).toBeTruthy();
    expect(screen.queryByLabelText(notes)).toBeNull();
    expect(screen.queryByText(waiting)).toBeNull();
  });

  it('offers the report once the confirmed time has come', async () => {
    show('confirmed');
    expect(await screen.findByLabelText(notes)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the report' })).toBeTruthy();
  });

  it('offers nothing more once the visit is reported', async () => {
    show('reported');
    expect(await screen.findByText('Measured')).toBeTruthy();
    expect(screen.queryByLabelText(notes)).toBeNull();
    expect(screen.queryByText(/You can report the visit from/)).toBeNull();
    expect(screen.queryByText(waiting)).toBeNull();
  });
});
