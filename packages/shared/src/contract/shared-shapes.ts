import { accountsApi } from './accounts';
import { partnersApi } from './partners';
import { projectsApi } from './projects';
import { authApi, phoneAccountApi, resetApi } from './auth';
import type { Endpoint } from './endpoint';
import { supportApi } from './support';
import { quotationsApi } from './quotations';

/**
 * The one place that says which paths share a shape, and how the server tells them apart.
 *
 * The paths are the public contract of the earlier version and stay as they are, including the
 * places where it gives one shape two meanings. Two paths share a shape when some URL could fit
 * both: as many segments, and wherever their words differ one of them has a parameter there.
 * contract.test.ts fails on any such pair not listed below, so a new path cannot quietly add one.
 *
 * How the server tells them apart, in this order:
 *  1. the method;
 *  2. the router: a fixed word beats a parameter in the same place (find-my-way, under Fastify),
 *     so '/user/verify' never reaches '/user/:id';
 *  3. the params schema: ids are UUIDs, so a word that did reach an id parameter is a 400.
 */
export type SharedShape = {
  readonly name: string;
  readonly endpoints: readonly Endpoint[];
  readonly howTold: string;
};

export const sharedShapes: readonly SharedShape[] = [
  {
    name: "An admin's tab or project: /admin/project/{type or projectId}/{adminId}",
    endpoints: [
      projectsApi.teamProject,
      projectsApi.sendDesigns,
      quotationsApi.createTemplate,
      quotationsApi.quotations,
    ],
    howTold:
      'One GET answers both meanings: `:key` new, inprogress or completed is a tab (an array, a ' +
      'page at a time), a UUID is one project; anything else is a 400. PUT with a project id sends ' +
      "the designs. The POSTs' second segment ('quotation', 'servicepartners') is a fixed word.",
  },
  {
    name: 'A quotation by project or by quotation: /admin/project/quotation/{projectId or quotationId}/{adminId}',
    endpoints: [quotationsApi.template, quotationsApi.costQuotation],
    howTold:
      "By method alone: GET takes the project's id and answers its template, PUT takes a " +
      "partner's quotation id and saves its costing.",
  },
  {
    name: "The customer's project: /user/project/{projectId}/{userId}",
    endpoints: [projectsApi.project, projectsApi.pickDesign, projectsApi.releasedQuotations],
    howTold:
      'GET reads the project and PUT picks a design (same path, the method decides). POST ' +
      '/user/project/servicepartners/{userId} differs by method and by its fixed word. Picking a ' +
      'quotation has a path of its own, one segment longer (/user/project/quotation/...), so it ' +
      'shares no shape with these.',
  },
  {
    name: "A customer's own id or a fixed word: /user/{id}",
    endpoints: [
      accountsApi.updateCustomerProfile,
      authApi.verifyUser,
      resetApi.user.state,
      resetApi.user.setPassword,
      supportApi.send,
    ],
    howTold:
      "The fixed words 'verify', 'reset' and 'support' win in the router; PUT /user/reset is the " +
      'password, not a profile.',
  },
  {
    name: "A partner's id or a fixed word: /service-provider/{id}",
    endpoints: [
      partnersApi.publicProfile,
      accountsApi.updatePartnerProfile,
      phoneAccountApi['service-provider'].signIn,
      phoneAccountApi['service-provider'].verify,
      resetApi['service-provider'].state,
      resetApi['service-provider'].setPassword,
    ],
    howTold:
      'GET /service-provider/{id} is the public profile, open to anyone; the fixed words ' +
      "'signin', 'verify' and 'reset' win in the router. The partner's tab-or-project path " +
      "(/service-provider/project/{type or projectId}/{providerId}) works like the admin's one " +
      'GET: `:key` new, inprogress or completed, or a project id.',
  },
  {
    name: "A supplier's id or a fixed word: /supplier/{id}",
    endpoints: [
      accountsApi.updateSupplierProfile,
      phoneAccountApi.supplier.signIn,
      phoneAccountApi.supplier.verify,
      resetApi.supplier.state,
      resetApi.supplier.setPassword,
    ],
    howTold: "The fixed words 'signin', 'verify' and 'reset' win in the router.",
  },
];

/** Whether some URL could fit both paths (Fastify syntax; the method is not considered). */
export function shapesOverlap(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  return (
    x.length === y.length &&
    x.every((s, i) => s === y[i] || s.startsWith(':') || y[i]!.startsWith(':'))
  );
}
