import { Route } from 'react-router';
import type { Ledger, Payouts } from '@greenscape/shared/schemas/payments';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import ProjectPaymentsPage from '../../src/features/admin/routes/project-payments-page';
import { entry, ledgerOf, milestoneOf, pickedState } from './fixtures';
import { json, renderAt, type FakeServer } from './server';

// For the tests of the team's Payments tab (project-payments-page.test.tsx and
// project-payments-record.test.tsx): a project after the pick with a confirmed and a reported
// payment, on the one stand-in server of the money pages (test/payments/server.tsx).

const adminId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const admin = { _id: adminId, email: 'team@greenscape.example', name: 'Asha' };

export const picked: WorkflowState = { ...pickedState, outstanding: 135000 };

const confirmed = entry(1, {
  reference: 'UTR 4411',
  paidOn: '2026-12-01',
  receiptNo: 'GS/2026-27/0001',
  createdAt: '2026-12-01T05:00:00.000Z',
  decidedAt: '2026-12-01T06:00:00.000Z',
});
export const reported = entry(2, {
  amount: 5000,
  method: 'bank-transfer',
  reference: 'NEFT 77',
  paidOn: '2026-12-03',
  status: 'reported',
});
export const confirmedId = confirmed._id;
export const reportedId = reported._id;

const ledger: Ledger = ledgerOf({
  paid: 15000,
  outstanding: 135000,
  due: { num: 2, title: 'Materials on site', amount: 135000, careFee: null },
  upi: null,
  entries: [reported, confirmed],
});
const payouts: Payouts = { total: 120000, paid: 20000, balance: 100000, entries: [] };

export const base = `/api/projects/${projectId}`;

export function serve(server: FakeServer, workflow: WorkflowState = picked) {
  server.on(
    'GET',
    `/api/admin/project/${projectId}/${adminId}`,
    json(200, {
      _id: projectId,
      ref: 'GS-2612-0042',
      allocatedQuotations: [],
      status: workflow.status,
      workflow,
    }),
  );
  server.on('GET', `${base}/payments`, json(200, ledger));
  server.on(
    'GET',
    `${base}/milestones`,
    json(200, [
      milestoneOf(1, 'Booking advance', 10, { advance: true, status: 'approved' }),
      milestoneOf(2, 'Materials on site', 90, { status: 'approved' }),
    ]),
  );
  server.on('GET', `${base}/payouts`, json(200, payouts));
}

export function show() {
  renderAt(
    `/admin/project/${projectId}/payments`,
    <Route path="/admin/project/:projectId/payments" element={<ProjectPaymentsPage />} />,
    { role: 'admin', account: admin },
  );
}
