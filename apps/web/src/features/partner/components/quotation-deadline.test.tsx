// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Partner } from '@greenscape/shared/schemas/auth';
import type { PartnerProject, PartnerStanding } from '@greenscape/shared/schemas/workspaces';
import { withModalDialogs } from '../../../../test/dialogs';
import { renderIntl, storeInHindi } from '../../../../test/intl';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import { collectingWorkflow } from '../../../../test/partner-fixtures';
import NewProjectsPage from '../routes/new-projects-page';
import ProjectInfoPage from '../routes/project-info-page';
import StandaloneQuotationPage from '../routes/standalone-quotation-page';
import { QuotationDeadline } from './quotation-deadline';

// The partner reads by when to quote wherever it still may, in India's time as its SMS says it
// (13:00 UTC is 6:30 pm in India), and never reads a window that has closed as open.

withModalDialogs();
const server = withFakeServer();

const partner = { _id: '5b0e7c1e-8a8e-4c55-9d3b-2f9a6b1c0d11', name: 'Green Thumb' } as Partner;
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const future = '2099-12-01T13:00:00.000Z';
const past = '2020-12-01T13:00:00.000Z';
const openText = 'Quotations close on 1 Dec, 6:30 pm';

const projectWith = (patch: Partial<PartnerProject> = {}): PartnerProject => ({
  _id: projectId,
  ref: 'GS-2611-0042',
  service: 'landscaping',
  budget: '2-3L',
  area: 'ls-lt-5000',
  desc: 'A lawn with a path to the gate.',
  photos: [],
  status: 'In Progress',
  standing: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  quotationClosesAt: future,
  city: 'Pune',
  design: null,
  workflow: collectingWorkflow(patch.quotationClosesAt ?? future, patch.standing),
  ...patch,
});

const signedIn = { role: 'service-provider' as const, account: partner };

function showNewTab(language: 'en' | 'hi' = 'en') {
  server.on('GET', `/api/service-provider/project/new/${partner._id}`, json(200, [projectWith()]));
  renderAt(
    '/service-provider/new',
    <Route path="/service-provider/new" element={<NewProjectsPage />} />,
    signedIn,
    language,
  );
}

function showInfo(project: PartnerProject) {
  server.on('GET', `/api/service-provider/project/${projectId}/${partner._id}`, json(200, project));
  renderAt(
    `/service-provider/project/${projectId}`,
    <Route path="/service-provider/project/:projectId" element={<ProjectInfoPage />} />,
    signedIn,
  );
}

function showInvitation(closesAt: string) {
  server.on(
    'GET',
    `/api/service-provider/quotation/verify/${projectId}`,
    json(200, {
      standing: 'open',
      message: 'You can apply for the project',
      project: projectWith({ quotationClosesAt: closesAt }),
      quotingAs: { name: 'Green Thumb', phone: '+919810000003' },
    }),
  );
  server.on(
    'GET',
    `/api/service-provider/quotation/${projectId}`,
    json(200, [
      {
        _id: '0b7e5f2a-1111-4222-8333-944445555660',
        info: [
          {
            _id: '0b7e5f2a-1111-4222-8333-944445555661',
            serviceDesc: 'Lawn laying (per sq ft)',
            quantity: 100,
            lowerRange: 20,
            upperRange: 40,
          },
        ],
      },
    ]),
  );
  renderAt(
    `/service-provider/quotation/${projectId}?invite=token`,
    <Route path="/service-provider/quotation/:projectId" element={<StandaloneQuotationPage />} />,
    signedIn,
  );
}

describe('the quotation deadline', () => {
  it("is on a New tab's card", async () => {
    showNewTab();
    expect(await screen.findByText(openText)).toBeTruthy();
  });

  it("is on the project's info while the partner may quote", async () => {
    showInfo(projectWith());
    expect(await screen.findByText(openText)).toBeTruthy();
  });

  it('says the quotations are closed when the window closed sooner', async () => {
    showInfo(projectWith({ standing: 'closed' }));
    expect(await screen.findByText('Quotations are closed')).toBeTruthy();
    expect(screen.queryByText(/Quotations close on/)).toBeNull();
  });

  it('is left out for a partner who quoted: its standing says where it is', async () => {
    showInfo(projectWith({ standing: 'applied' }));
    await screen.findByText('Project number');
    expect(screen.queryByTestId('quotation-deadline')).toBeNull();
  });

  it('is above the quotation form of the invitation link', async () => {
    showInvitation(future);
    expect(await screen.findByText(openText)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('never shows a time already past as open', async () => {
    showInvitation(past);
    expect(await screen.findByText('Quotations are closed')).toBeTruthy();
    expect(screen.queryByText(/Quotations close on/)).toBeNull();
  });

  describe('in Hindi', () => {
    storeInHindi(['partner']);

    it("is on a New tab's card", async () => {
      showNewTab('hi');
      expect(await screen.findByText(/^कोटेशन 1 \S+, 6:30 pm तक भेजे जा सकते हैं$/)).toBeTruthy();
    });
  });
});

describe('the deadline on an open page', () => {
  afterEach(() => vi.useRealTimers());

  it('turns to closed when its time comes', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T12:59:00.000Z') });
    const standing: PartnerStanding = 'open';
    renderIntl(<QuotationDeadline closesAt="2026-12-01T13:00:00.000Z" standing={standing} />);
    expect(screen.getByTestId('quotation-deadline').textContent).toBe(openText);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('quotation-deadline').textContent).toBe('Quotations are closed');
  });
});
