// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { InvitedPartners } from '@greenscape/shared/schemas/admin';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { withMachine } from '@greenscape/shared/project-machine';
import { freshProject } from '@greenscape/shared/workflow-fixture';
import { withModalDialogs } from '../../../../test/dialogs';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import AdminProjectLayout from './project-layout';
import SendQuotationPage from './send-quotation-page';

// Once the quotation is sent, the tab names whom it went to, who has quoted and who not yet, and
// when the window closes (13:00 UTC is 6:30 pm in India), or that it closed.

withModalDialogs();
const server = withFakeServer();

const adminId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const admin = { _id: adminId, email: 'team@greenscape.example', name: 'Asha' };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const collecting: WorkflowState = withMachine(
  {
    ...freshProject,
    status: 'In Progress',
    designCount: 1,
    designSelected: 1,
    hasTemplate: true,
    quotationSent: true,
    allocatedCount: 1,
    quotationWindowClosesAt: '2099-12-01T13:00:00.000Z',
  },
  { role: 'team' },
);

const invitation = (n: number, name: string, num?: number) => ({
  _id: uuid(n),
  name,
  phone: `+9198100000${n}0`,
  invitedAt: '2026-11-28T13:00:00.000Z',
  quotation: num ? { num, sentAt: '2026-11-29T04:30:00.000Z' } : null,
});

function show(workflow: WorkflowState, invited: InvitedPartners) {
  server.on(
    'GET',
    `/api/admin/project/${projectId}/${adminId}`,
    json(200, {
      _id: projectId,
      ref: 'GS-2612-0042',
      service: 'landscaping',
      allocatedQuotations: [],
      status: workflow.status,
      workflow,
    }),
  );
  server.on('GET', `/api/admin/invitations/${projectId}/${adminId}`, json(200, invited));
  renderAt(
    `/admin/project/${projectId}/share`,
    <Route path="/admin/project/:projectId" element={<AdminProjectLayout />}>
      <Route path="share" element={<SendQuotationPage />} />
    </Route>,
    { role: 'admin', account: admin },
  );
}

describe('the Send Quotation tab once sent', () => {
  it('names the partners invited, who has quoted and who not yet, and when quotations close', async () => {
    show(collecting, {
      open: true,
      closesAt: collecting.quotationWindowClosesAt as string,
      partners: [
        invitation(1, 'Chitra Gardens', 1),
        invitation(2, 'Asha Greens'),
        invitation(3, 'Bhavesh Lawns'),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Invited partners' });
    expect(screen.getByText('Quotation already sent')).toBeTruthy();
    expect(within(section).getByTestId('quotation-window').textContent).toBe(
      'Quotations close on 1 Dec, 6:30 pm (India time).',
    );
    expect(section.textContent).toContain('1 of 3 have sent a quotation.');
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Chitra Gardens+91 9810-000-010Quotation 1, sent 29 Nov, 10:00 am',
      'Asha Greens+91 9810-000-020Not answered yet',
      'Bhavesh Lawns+91 9810-000-030Not answered yet',
    ]);
    // The picker is for before the share: its list is not even asked for.
    expect(server.calls.some((c) => c.path.includes('/servicepartners/'))).toBe(false);
  });

  it('says the window closed, and who never answered', async () => {
    show(
      { ...collecting, quotationWindowClosesAt: '2020-12-01T13:00:00.000Z' },
      {
        open: false,
        closesAt: '2020-12-01T13:00:00.000Z',
        partners: [invitation(1, 'Chitra Gardens', 1), invitation(2, 'Asha Greens')],
      },
    );
    const section = await screen.findByRole('region', { name: 'Invited partners' });
    expect(within(section).getByTestId('quotation-window').textContent).toBe(
      'Quotations closed on 1 Dec, 6:30 pm (India time).',
    );
    expect(within(section).getAllByRole('listitem')[1]!.textContent).toContain('Did not answer');
    expect(section.textContent).not.toContain('Not answered yet');
  });
});
