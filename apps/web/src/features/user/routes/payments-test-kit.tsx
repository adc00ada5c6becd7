import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { Language } from '@greenscape/shared/language';
import { pagePatterns, pages } from '@greenscape/shared/pages';
import { upiUri } from '@greenscape/shared/payment-rules';
import type { User } from '@greenscape/shared/schemas/auth';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import type { Ledger, PaymentEntry } from '@greenscape/shared/schemas/payments';
import type { Project } from '@greenscape/shared/schemas/projects';
import { freshProject } from '@greenscape/shared/workflow-fixture';
import { renderIntl } from '../../../i18n/test-intl';
import { accountQuery } from '../../../lib/session';
import PaymentPage from './payment-page';
import ProjectPaymentsPage from './project-payments-page';

// For the tests of the customer's payment screens (issue 21): a project after the pick, its plan
// and ledger, and a stand-in server answering by method and path, the calls kept to check.

export const projectId = '6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f';
export const userId = '0b7e5f2a-1111-4222-8333-944445555666';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const user: User = {
  _id: userId,
  name: 'Meera Iyer',
  email: 'meera@example.com',
  img: null,
  phone: '+919876543210',
  city: 'Bengaluru',
  address: '12 Lake Road',
  postalCode: '560001',
  phoneVerified: true,
  gstin: null,
  state: null,
};

export const pickedState: Project['workflow'] = {
  ...freshProject,
  quotationWindowClosesAt: null,
  status: 'In Progress',
  designCount: 1,
  designSelected: 1,
  hasTemplate: true,
  quotationSent: true,
  allocatedCount: 1,
  finalizedCount: 1,
  visibleToClient: true,
  selectedQuotation: 1,
  visitStatus: 'reported',
  milestoneCount: 4,
  approvedCount: 2,
  currentMilestone: 3,
  currentMilestoneStatus: 'planned',
  proofSubmitted: true,
  outstanding: 105000,
};

export function projectOf(
  workflow: Partial<Project['workflow']> = {},
  patch: Partial<Project> = {},
): Project {
  const state = { ...pickedState, ...workflow };
  return {
    _id: projectId,
    ref: 'GS-2611-0042',
    client: userId,
    service: 'landscaping',
    area: null,
    budget: '1.5-2L',
    desc: 'A lawn with a path',
    photos: [],
    designSent: ['/api/files/' + uuid(80)],
    designSelected: 1,
    quotationSent: true,
    visibleToclient: true,
    allocatedQuotations: [uuid(70)],
    allocatedServicePartners: [uuid(71)],
    selectedQuotation: state.selectedQuotation,
    selectedServicePartner: state.selectedQuotation === null ? null : uuid(71),
    status: state.status,
    createdAt: '2026-11-01T05:00:00.000Z',
    rating: null,
    workflow: state,
    ...patch,
  } satisfies Project;
}

const step = (num: number, title: string, percent: number, patch: Partial<Milestone> = {}) =>
  ({
    num,
    title,
    percent,
    amount: (150000 * percent) / 100,
    dueOn: null,
    status: 'planned',
    proof: null,
    changeRequests: [],
    approvedAt: null,
    autoApproved: false,
    ...patch,
  }) satisfies Milestone;

/** The default plan of a ₹1,50,000 quotation. */
export const plan: Milestone[] = [
  step(1, 'Booking advance', 10, { status: 'approved', approvedAt: '2026-11-20T05:00:00.000Z' }),
  step(2, 'Materials on site', 40, {
    status: 'approved',
    dueOn: '2026-12-05',
    approvedAt: '2026-12-04T05:00:00.000Z',
  }),
  step(3, 'Planting and installation', 40, { dueOn: '2026-12-20' }),
  step(4, 'Handover', 10),
];

export const uri = upiUri({
  vpa: 'greenscape@okhdfc',
  payeeName: 'Greenscape Gardens',
  amountPaise: 3_000_000,
  note: 'GS-2611-0042 milestone 2',
});

export const entry = (n: number, patch: Partial<PaymentEntry>): PaymentEntry => ({
  _id: uuid(n),
  amount: 15000,
  method: 'upi',
  reference: null,
  paidOn: '2026-11-21',
  status: 'confirmed',
  reason: null,
  receiptNo: null,
  reportedBy: 'customer',
  createdAt: '2026-11-21T05:00:00.000Z',
  decidedAt: null,
  ...patch,
});

/** ₹45,000 confirmed of ₹1,50,000: milestone 1 paid, half of milestone 2. */
export function ledgerOf(patch: Partial<Ledger> = {}): Ledger {
  return {
    total: 150000,
    paid: 45000,
    outstanding: 105000,
    due: { num: 2, title: 'Materials on site', amount: 30000 },
    upi: { uri },
    entries: [
      entry(1, { status: 'reported', amount: 5000, method: 'cash', paidOn: '2026-12-06' }),
      entry(2, {
        status: 'rejected',
        amount: 2000,
        method: 'cheque',
        reference: 'CHQ 118',
        reason: 'The cheque bounced',
      }),
      entry(3, {
        amount: 30000,
        reference: 'UTR 998877',
        paidOn: '2026-12-02',
        receiptNo: 'GS/2026-27/0002',
        decidedAt: '2026-12-03T05:00:00.000Z',
      }),
      entry(4, { receiptNo: 'GS/2026-27/0001', decidedAt: '2026-11-22T05:00:00.000Z' }),
    ],
    pending: 5000,
    bank: null,
    ...patch,
  };
}

export type Call = { method: string; url: string; body: unknown };

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The stand-in server: the project, the customer's list, the plan and the ledger as given, and a
 * payment report answered by `onReport`. Call it in a test; afterEach must unstub the globals.
 */
export function serve(options: {
  projects?: Project[];
  ledger?: Ledger;
  milestones?: Milestone[];
  onReport?: (call: Call) => Response;
}): Call[] {
  const projects = options.projects ?? [projectOf()];
  const calls: Call[] = [];
  const answer = (call: Call): Response => {
    const path = new URL(call.url, 'http://localhost').pathname;
    const project = projects.find((p) => path.includes(p._id));
    if (call.method === 'GET' && path === `/api/user/allprojects/${userId}`) {
      return json(200, projects);
    }
    if (call.method === 'GET' && project && path === `/api/user/project/${project._id}/${userId}`) {
      return json(200, project);
    }
    if (path === `/api/projects/${projectId}/payments`) {
      if (call.method === 'POST' && options.onReport) {
        return options.onReport(call);
      }
      return json(200, options.ledger ?? ledgerOf());
    }
    if (path === `/api/projects/${projectId}/milestones`) {
      return json(200, options.milestones ?? plan);
    }
    return json(404, { message: 'Not found', code: 'notFound' });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** The customer's area at `path`, signed in, with its two payment pages. */
export function showAt(path: string, language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(accountQuery('user').queryKey, user);
  return renderIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pages.userPayment} element={<PaymentPage />} />
          <Route path={pagePatterns.userProjectPayments} element={<ProjectPaymentsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}
