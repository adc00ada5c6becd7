import { expect } from 'vitest';
import { indiaToday } from '@greenscape/shared/payment-rules';
import type { TestApp } from '../helpers/test-app';
import {
  adminSession,
  completePartner,
  signUpCustomer,
  signUpWithPhone,
  type Cookies,
} from '../helpers/auth';
import { carePlans, careVisits, warrantyClaims } from '../../src/db/schema/index';
import { uploadPhotos } from '../helpers/images';
import { costAll, releaseToCustomer, sendDesigns } from '../helpers/workflow-fixtures';

// The people and objects an authorization test acts on: customer A owns a project that the team
// has taken as far as shared quotations, invited partner P priced it, partner Q was not invited.

export const actors = [
  'anonymous',
  'customerA',
  'customerB',
  'partnerInvited',
  'partnerOther',
  'supplier',
  'admin',
] as const;
export type Actor = (typeof actors)[number];

export type World = {
  app: TestApp['app'];
  cookies: Record<Actor, Cookies>;
  ids: Record<Exclude<Actor, 'anonymous'>, string>;
  projectId: string;
  newProjectId: string;
  photoId: string;
  designId: string;
  quotationId: string;
  supportMessageId: string;
  /** Customer A's project past the pick, with the invited partner selected. */
  pickedProjectId: string;
  /** A payment customer A reported on the picked project, waiting for the team. */
  paymentId: string;
  /** For the documents: a confirmed payment of the picked project, for its receipt. */
  documentsPaymentId: string;
  /** A warranty claim on the picked project, open (written as a completed project's would be). */
  claimId: string;
  /** A visit of a care plan on the picked project, active (written as an accepted plan's would be). */
  careVisitId: string;
};

export async function buildWorld(t: TestApp): Promise<World> {
  const app = t.app;
  const a = await signUpCustomer(app, 'owner-a@example.com');
  const b = await signUpCustomer(app, 'other-b@example.com');
  const admin = await adminSession(app);
  const invited = await completePartner(app, '9711000001', ['landscaping-plants'], 'Invited');
  const other = await completePartner(app, '9711000002', ['landscaping-plants'], 'Other');
  const supplier = await signUpWithPhone(app, 'supplier', 'supplier@example.com', '9711000003');
  const call = async (
    cookies: Cookies,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) => {
    const res = await app.inject({
      method,
      url,
      cookies,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  await call(a.cookies, 'PUT', `/api/user/${a.user._id}`, {
    updatationDetails: {
      name: 'Owner A',
      phone: '9711000010',
      city: 'Pune',
      address: '1 Road',
      postalCode: '411001',
    },
  });
  const [photoId] = await uploadPhotos(app, a.cookies, 1);
  const project = await call(a.cookies, 'POST', `/api/user/project/${a.user._id}`, {
    service: 'landscaping',
    budget: '2-3L',
    desc: 'Front lawn',
    photos: [photoId],
  });
  const fresh = await call(a.cookies, 'POST', `/api/user/project/${a.user._id}`, {
    service: 'landscaping',
    budget: '2-3L',
    desc: 'Back yard, still new',
  });
  const [designId] = await uploadPhotos(app, admin.cookies, 1, 'design');
  await call(admin.cookies, 'PUT', `/api/admin/project/${project._id}/${admin.id}`, [
    `/api/files/${designId}`,
  ]);
  await call(a.cookies, 'PUT', `/api/user/project/${project._id}/${a.user._id}`, { num: 1 });
  await call(admin.cookies, 'POST', `/api/admin/project/quotation/${admin.id}`, {
    projectId: project._id,
    info: [{ serviceDesc: 'Lawn laying', quantity: 100, lowerRange: 20, upperRange: 40 }],
  });
  await call(
    admin.cookies,
    'POST',
    `/api/admin/project/quotation/share/${project._id}/${admin.id}`,
    [invited.id],
  );
  const [template] = await call(
    invited.cookies,
    'GET',
    `/api/service-provider/quotation/${project._id}`,
  );
  await call(invited.cookies, 'POST', `/api/service-provider/quotation/${project._id}`, {
    name: 'Invited',
    phone: '9711000001',
    info: template.info.map((l: { _id: string }) => ({ _id: l._id, spCosting: 30 })),
  });
  const staffView = await call(
    admin.cookies,
    'GET',
    `/api/admin/project/${project._id}/${admin.id}`,
  );
  const pickedProjectId = await pickedByInvited(app, call, {
    customer: { id: a.user._id, cookies: a.cookies },
    admin,
    invited,
  });
  const payment = await call(a.cookies, 'POST', `/api/projects/${pickedProjectId}/payments`, {
    amount: 1,
    method: 'upi',
    reference: 'UPI-WORLD-1',
    paidOn: indiaToday(),
  });
  // Recorded by the team, so confirmed at once with its receipt (the documents' entries).
  const documentsPayment = await call(
    admin.cookies,
    'POST',
    `/api/projects/${pickedProjectId}/payments`,
    { amount: 1, method: 'bank-transfer', reference: 'NEFT-WORLD-1', paidOn: indiaToday() },
  );
  const [claim] = await app.database.db
    .insert(warrantyClaims)
    .values({ projectId: pickedProjectId, text: 'The lawn is patchy', photos: [] })
    .returning({ id: warrantyClaims.id });
  const [plan] = await app.database.db
    .insert(carePlans)
    .values({
      projectId: pickedProjectId,
      status: 'active',
      visitsPerMonth: 1,
      months: 1,
      monthlyFeePaise: 200_000,
      startOn: indiaToday(),
      endsOn: indiaToday(),
    })
    .returning({ id: carePlans.id });
  const [careVisit] = await app.database.db
    .insert(careVisits)
    .values({ planId: plan!.id, projectId: pickedProjectId, on: indiaToday() })
    .returning({ id: careVisits.id });
  await call(a.cookies, 'POST', '/api/user/support', { message: 'Hello team' });
  const [support] = await call(admin.cookies, 'GET', `/api/admin/support/${admin.id}`);

  return {
    app,
    cookies: {
      anonymous: {},
      customerA: a.cookies,
      customerB: b.cookies,
      partnerInvited: invited.cookies,
      partnerOther: other.cookies,
      supplier: supplier.cookies,
      admin: admin.cookies,
    },
    ids: {
      customerA: a.user._id,
      customerB: b.user._id,
      partnerInvited: invited.id,
      partnerOther: other.id,
      supplier: supplier.account._id,
      admin: admin.id,
    },
    projectId: project._id,
    newProjectId: fresh._id,
    photoId: photoId!,
    designId: designId!,
    quotationId: staffView.allocatedQuotations[0],
    supportMessageId: support._id,
    pickedProjectId,
    paymentId: payment._id,
    documentsPaymentId: documentsPayment._id,
    claimId: claim!.id,
    careVisitId: careVisit!.id,
  };
}

type Call = (
  cookies: Cookies,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A project of customer A's that the invited partner quoted and customer A picked, so
 * that the partner takes part in its job (the routes under /api/projects/:projectId/).
 */
async function pickedByInvited(
  app: TestApp['app'],
  call: Call,
  who: {
    customer: { id: string; cookies: Cookies };
    admin: { id: string; cookies: Cookies };
    invited: { id: string; cookies: Cookies };
  },
): Promise<string> {
  const { customer, admin, invited } = who;
  const project = await call(customer.cookies, 'POST', `/api/user/project/${customer.id}`, {
    service: 'landscaping',
    budget: '2-3L',
    desc: 'Terrace garden, picked',
  });
  await sendDesigns(app, project._id);
  await call(customer.cookies, 'PUT', `/api/user/project/${project._id}/${customer.id}`, {
    num: 1,
  });
  await call(admin.cookies, 'POST', `/api/admin/project/quotation/${admin.id}`, {
    projectId: project._id,
    info: [{ serviceDesc: 'Lawn laying', quantity: 100, lowerRange: 20, upperRange: 40 }],
  });
  await call(
    admin.cookies,
    'POST',
    `/api/admin/project/quotation/share/${project._id}/${admin.id}`,
    [invited.id],
  );
  const [template] = await call(
    invited.cookies,
    'GET',
    `/api/service-provider/quotation/${project._id}`,
  );
  await call(invited.cookies, 'POST', `/api/service-provider/quotation/${project._id}`, {
    name: 'Invited',
    phone: '9711000001',
    info: template.info.map((l: { _id: string }) => ({ _id: l._id, spCosting: 30 })),
  });
  await costAll(app, project._id);
  await releaseToCustomer(app, project._id);
  await call(customer.cookies, 'PUT', `/api/user/project/quotation/${project._id}/${customer.id}`, {
    num: 1,
  });
  return project._id;
}
