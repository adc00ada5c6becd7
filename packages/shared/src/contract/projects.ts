import { z } from 'zod';
import {
  pageQuerySchema,
  projectListTypes,
  designsBodySchema,
  staffProjectSchema,
} from '../schemas/admin';
import { userSchema } from '../schemas/auth';
import { completeBodySchema } from '../schemas/payments';
import {
  allocatedQuotationsBodySchema,
  customerQuotationSchema,
  designPickSchema,
  newProjectSchema,
  projectSchema,
  quotationPickSchema,
  ratingBodySchema,
  ratingSchema,
} from '../schemas/projects';
import { changeSiteBodySchema, projectSiteSchema } from '../schemas/project-site';
import { defineEndpoint } from './endpoint';
import { projectParams, roleQuery, stepRefusals } from './execution';
import { refusals } from './refusals';
import {
  adminIdSchema,
  adminParams,
  adminProjectParams,
  adminRefusals,
  teamTags,
} from './team-scope';

// A project from the request to the rating (apps/server/src/modules/projects/): the customer's
// calls ('user' in the paths, the ids in them must be the caller's own, see
// apps/server/src/modules/access/guards.ts) and the team's. The quotations have their own file.

const projectRefusals = refusals(400, 401, 403, 404, 409, 429);
const userParams = z.object({ userId: z.uuid() });
const customerProjectParams = z.object({ projectId: z.uuid(), userId: z.uuid() });
const customerTags = ['customer'] as const;

/** The three tabs of the project list, or a project's id: the `:key` of `projectsApi.teamProject`. */
export const adminProjectKeySchema = z.union([z.enum(projectListTypes), z.uuid()]);

export const projectsApi = {
  projects: defineEndpoint({
    method: 'GET',
    path: '/user/allprojects/:userId',
    params: userParams,
    responses: { 200: z.array(projectSchema), ...projectRefusals },
    summary: "The customer's projects, newest first (at most 100)",
    tags: customerTags,
    audit: false,
    cached: true,
  }),

  createProject: defineEndpoint({
    method: 'POST',
    path: '/user/project/:userId',
    params: userParams,
    body: newProjectSchema,
    responses: { 201: projectSchema, ...projectRefusals },
    summary: 'Creates a project: service, area, budget, description and own uploaded photos',
    tags: customerTags,
    audit: 'Requested the project',
  }),

  /** Shares its shape with pickDesign (PUT) and, by length, with pickQuotation: see shared-shapes.ts. */
  project: defineEndpoint({
    method: 'GET',
    path: '/user/project/:projectId/:userId',
    params: customerProjectParams,
    responses: { 200: projectSchema, ...projectRefusals },
    summary: "One of the customer's projects",
    tags: customerTags,
    audit: false,
    cached: true,
  }),

  pickDesign: defineEndpoint({
    method: 'PUT',
    path: '/user/project/:projectId/:userId',
    params: customerProjectParams,
    body: designPickSchema,
    responses: { 200: projectSchema, ...projectRefusals },
    summary: 'Picks a design by its number (once)',
    tags: customerTags,
    audit: 'Picked a design',
  }),

  releasedQuotations: defineEndpoint({
    method: 'POST',
    path: '/user/project/servicepartners/:userId',
    params: userParams,
    body: allocatedQuotationsBodySchema,
    responses: { 200: z.array(customerQuotationSchema), ...projectRefusals },
    summary:
      'The released quotations by id, one entry per id in that order (no partner contact details)',
    tags: customerTags,
    // A lookup that is POST only because it carries a list of ids.
    audit: false,
  }),

  pickQuotation: defineEndpoint({
    method: 'PUT',
    path: '/user/project/quotation/:projectId/:userId',
    params: customerProjectParams,
    body: quotationPickSchema,
    responses: { 200: projectSchema, ...projectRefusals },
    summary: 'Picks one of the released quotations by its number (once)',
    tags: customerTags,
    audit: 'Picked a quotation',
  }),

  rate: defineEndpoint({
    method: 'POST',
    path: '/user/rating/:projectId/:userId',
    params: customerProjectParams,
    body: ratingBodySchema,
    responses: { 201: ratingSchema, ...refusals(400, 401, 403, 404, 409) },
    summary: 'Rates the service partner of a completed project, once',
    tags: customerTags,
    audit: 'Rated the service partner',
  }),

  /** The customer before the pick, an admin until completion (docs/product.md#the-site). */
  changeSite: defineEndpoint({
    method: 'PUT',
    path: '/projects/:projectId/site',
    params: projectParams,
    query: roleQuery,
    body: changeSiteBodySchema,
    responses: { 200: projectSiteSchema, ...stepRefusals },
    summary:
      'Changes where the garden is: address, city, pincode and state (a GST code or name); the body is the site or { site }',
    tags: customerTags,
    audit: 'Changed the site',
  }),

  // The team's calls: each path ends in the admin's own id (team-scope.ts).

  /**
   * One path, two meanings, as the public contract of the earlier version has it: a tab's list
   * for `new`, `inprogress` or `completed`, else one project by id (see shared-shapes.ts).
   */
  teamProject: defineEndpoint({
    method: 'GET',
    path: '/admin/project/:key/:adminId',
    params: z.object({ key: adminProjectKeySchema, adminId: adminIdSchema }),
    query: pageQuerySchema,
    responses: {
      200: z.union([z.array(staffProjectSchema), staffProjectSchema]),
      ...adminRefusals,
    },
    summary:
      'A tab of projects (key new, inprogress or completed; cursor in x-next-cursor), or one project by id',
    tags: teamTags,
    audit: false,
    cached: true,
  }),

  client: defineEndpoint({
    method: 'GET',
    path: '/admin/client/:clientId/:adminId',
    params: z.object({ clientId: z.uuid(), adminId: adminIdSchema }),
    responses: { 200: userSchema, ...adminRefusals },
    summary: "A customer's details",
    tags: teamTags,
    audit: false,
  }),

  search: defineEndpoint({
    method: 'GET',
    path: '/admin/search/:adminId',
    params: adminParams,
    query: z.object({ q: z.string().trim().max(100).default('') }),
    responses: { 200: z.array(staffProjectSchema), ...adminRefusals },
    summary: "Finds projects by id or reference (GS-2611-0042), or by the customer's name or phone",
    tags: teamTags,
    audit: false,
  }),

  sendDesigns: defineEndpoint({
    method: 'PUT',
    path: '/admin/project/:projectId/:adminId',
    params: adminProjectParams,
    body: designsBodySchema,
    responses: { 200: staffProjectSchema, ...adminRefusals },
    summary: "Sends the designs (the admin's own uploads), once; the project moves to In Progress",
    tags: teamTags,
    audit: 'Sent the designs',
  }),

  complete: defineEndpoint({
    method: 'PUT',
    path: '/admin/project/completed/:projectId/:adminId',
    params: adminProjectParams,
    // No body as before, or `{ override: { reason } }` when milestones or payments
    // are still open (docs/product.md#payments).
    body: completeBodySchema,
    responses: { 200: staffProjectSchema, ...adminRefusals },
    summary:
      "Marks the project complete once every milestone is approved and nothing is outstanding (or with an override and its reason); the chosen partner's projects completed grows by one",
    tags: teamTags,
    audit: 'Marked the project completed',
  }),
} as const;
