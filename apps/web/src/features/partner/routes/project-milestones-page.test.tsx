// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Partner } from '@greenscape/shared/schemas/auth';
import type { SiteVisit } from '@greenscape/shared/schemas/execution';
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

function show() {
  const base = `/api/projects/${projectId}`;
  server.on('GET', `${base}/site-visit`, json(200, reported));
  server.on('GET', `${base}/milestones`, json(200, unpaid));
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
});
