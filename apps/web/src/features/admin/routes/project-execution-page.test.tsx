// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withMachine } from '@greenscape/shared/project-machine';
import type { SiteVisit } from '@greenscape/shared/schemas/execution';
import { withModalDialogs } from '../../../../test/dialogs';
import { pickedState, plan } from '../../../../test/payments/fixtures';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import ProjectExecutionPage from './project-execution-page';

// The team's visit form names what it does from the project's stage: times to propose, other
// times while the customer has not chosen, and moving a visit once one is booked, which it asks
// before doing (admin/components/visit-proposal-form.tsx).

withModalDialogs();
const server = withFakeServer();

const adminId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const admin = { _id: adminId, email: 'team@greenscape.example', name: 'Asha' };
const slot = '2099-12-01T05:00:00.000Z';

function show(status: SiteVisit['status']) {
  const workflow = withMachine(
    {
      ...pickedState,
      visitStatus: status,
      visitConfirmedSlot: status === 'confirmed' ? slot : null,
      approvedCount: 0,
      currentMilestone: 1,
      currentMilestoneStatus: 'planned',
      proofSubmitted: false,
    },
    { role: 'team' },
  );
  const visit: SiteVisit = {
    status,
    slots: status === 'none' ? [] : [slot],
    confirmedSlot: status === 'confirmed' ? slot : null,
    report: null,
  };
  server.on(
    'GET',
    `/api/admin/project/${projectId}/${adminId}`,
    json(200, { _id: projectId, ref: 'GS-2612-0042', allocatedQuotations: [], workflow }),
  );
  server.on('GET', `/api/projects/${projectId}/site-visit`, json(200, visit));
  server.on('GET', `/api/projects/${projectId}/milestones`, json(200, plan));
  renderAt(
    `/admin/project/${projectId}/execution`,
    <Route path="/admin/project/:projectId/execution" element={<ProjectExecutionPage />} />,
    { role: 'admin', account: admin },
  );
}

describe("the team's visit form", () => {
  it('proposes times first', async () => {
    show('none');
    expect(await screen.findByText('Propose times')).toBeTruthy();
  });

  it('offers other times while the customer has not chosen', async () => {
    show('proposed');
    expect(await screen.findByText('Propose other times')).toBeTruthy();
  });

  it('moves a booked visit, by the stage', async () => {
    show('confirmed');
    expect(await screen.findByText('Move the visit')).toBeTruthy();
  });
});
