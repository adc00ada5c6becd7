import { Route } from 'react-router';
import type { Language } from '@greenscape/shared/language';
import { pagePatterns, pages } from '@greenscape/shared/pages';
import type { User } from '@greenscape/shared/schemas/auth';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import type { CustomerQuotation, Project } from '@greenscape/shared/schemas/projects';
import { json, renderAt, type Call, type FakeServer } from './server';
import { ledgerOf, pickedState, plan, uuid } from './fixtures';
import PaymentPage from '../../src/features/user/routes/payment-page';
import ProjectPage from '../../src/features/user/routes/project-page';
import ProjectPaymentsPage from '../../src/features/user/routes/project-payments-page';

// For the tests of the customer's payment screens: the customer and a project after the
// pick, on the one stand-in server of the money pages (test/payments/server.tsx).

export const projectId = '6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f';
export const userId = '0b7e5f2a-1111-4222-8333-944445555666';

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
  profileCompleted: true,
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
    site: { address: '12 MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka' },
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
    warrantyEndsOn: null,
    rating: null,
    workflow: state,
    ...patch,
  } satisfies Project;
}

/**
 * The customer's reads on the stand-in server: the projects, each project, the plan and the
 * ledger as given, and a payment report answered by `onReport` (unanswered, it is a 404).
 */
export function serve(
  server: FakeServer,
  options: {
    projects?: Project[];
    ledger?: Ledger;
    milestones?: Milestone[];
    onReport?: (call: Call) => Response;
  },
) {
  const projects = options.projects ?? [projectOf()];
  server.on('GET', `/api/user/allprojects/${userId}`, json(200, projects));
  for (const project of projects) {
    server.on('GET', `/api/user/project/${project._id}/${userId}`, json(200, project));
  }
  server.on('GET', `/api/projects/${projectId}/payments`, json(200, options.ledger ?? ledgerOf()));
  server.on('GET', `/api/projects/${projectId}/milestones`, json(200, options.milestones ?? plan));
  if (options.onReport) {
    server.on('POST', `/api/projects/${projectId}/payments`, options.onReport);
  }
}

/** The customer's area at `path`, signed in, with its two payment pages. */
export function showAt(path: string, language: Language = 'en') {
  return renderAt(
    path,
    <>
      <Route path={pages.userPayment} element={<PaymentPage />} />
      <Route path={pagePatterns.userProjectPayments} element={<ProjectPaymentsPage />} />
    </>,
    { role: 'user', account: user },
    language,
  );
}

/**
 * The customer's project page on the stand-in server: the project, its released quotations
 * (`offers`), its ledger, plan and a visit not yet proposed, under the page's route with the
 * conversation's outlet.
 */
export function openProjectPage(
  server: FakeServer,
  project: Project,
  options: {
    offers?: CustomerQuotation[];
    ledger?: Ledger;
    milestones?: Milestone[];
    language?: Language;
  } = {},
) {
  server.on('GET', `/api/user/project/${projectId}/${userId}`, json(200, project));
  server.on('POST', `/api/user/project/servicepartners/${userId}`, json(200, options.offers ?? []));
  server.on('GET', `/api/projects/${projectId}/payments`, json(200, options.ledger ?? ledgerOf()));
  server.on('GET', `/api/projects/${projectId}/milestones`, json(200, options.milestones ?? plan));
  server.on(
    'GET',
    `/api/projects/${projectId}/site-visit`,
    json(200, { status: 'none', slots: [], confirmedSlot: null, report: null }),
  );
  return renderAt(
    pages.userProject(projectId),
    <Route path={pagePatterns.userProject} element={<ProjectPage />}>
      {/* The conversation's place (app/area-routes.tsx renders it in the page's outlet). */}
      <Route index element={<section id="messages" />} />
    </Route>,
    { role: 'user', account: user },
    options.language,
  );
}
