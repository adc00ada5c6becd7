import { z } from 'zod';
import {
  activityItemSchema,
  adminCountsSchema,
  designsBodySchema,
  directoryEntrySchema,
  pageQuerySchema,
  partnerEntrySchema,
  priceItemSchema,
  projectListTypes,
  staffProjectSchema,
} from '../schemas/admin';
import { userSchema } from '../schemas/auth';
import { completeBodySchema } from '../schemas/payments';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

// The back office. Every path ends in the signed-in admin's own id, which the server checks
// against the session before anything else (apps/server/src/modules/admin/admin-scope.ts).

export const adminIdSchema = z.uuid();
export const adminRefusals = refusals(400, 401, 403, 404, 409);

const adminParams = z.object({ adminId: adminIdSchema });
const projectParams = z.object({ projectId: z.uuid(), adminId: adminIdSchema });
const tags = ['admin'] as const;

/** The three tabs of the project list, or a project's id: the `:key` of `adminApi.project`. */
export const adminProjectKeySchema = z.union([z.enum(projectListTypes), z.uuid()]);

export const adminApi = {
  /**
   * One path, two meanings, as the public contract of the earlier version has it: a tab's list
   * for `new`, `inprogress` or `completed`, else one project by id (see shared-shapes.ts).
   */
  project: defineEndpoint({
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
    tags,
    audit: false,
    cached: true,
  }),

  client: defineEndpoint({
    method: 'GET',
    path: '/admin/client/:clientId/:adminId',
    params: z.object({ clientId: z.uuid(), adminId: adminIdSchema }),
    responses: { 200: userSchema, ...adminRefusals },
    summary: "A customer's details",
    tags,
    audit: false,
  }),

  search: defineEndpoint({
    method: 'GET',
    path: '/admin/search/:adminId',
    params: adminParams,
    query: z.object({ q: z.string().trim().max(100).default('') }),
    responses: { 200: z.array(staffProjectSchema), ...adminRefusals },
    summary: "Finds projects by id or reference (GS-2611-0042), or by the customer's name or phone",
    tags,
    audit: false,
  }),

  sendDesigns: defineEndpoint({
    method: 'PUT',
    path: '/admin/project/:projectId/:adminId',
    params: projectParams,
    body: designsBodySchema,
    responses: { 200: staffProjectSchema, ...adminRefusals },
    summary: "Sends the designs (the admin's own uploads), once; the project moves to In Progress",
    tags,
    audit: 'Sent the designs',
  }),

  complete: defineEndpoint({
    method: 'PUT',
    path: '/admin/project/completed/:projectId/:adminId',
    params: projectParams,
    // No body as before, or `{ override: { reason } }` when milestones or payments
    // are still open (docs/product.md#payments).
    body: completeBodySchema,
    responses: { 200: staffProjectSchema, ...adminRefusals },
    summary:
      "Marks the project complete once every milestone is approved and nothing is outstanding (or with an override and its reason); the chosen partner's projects completed grows by one",
    tags,
    audit: 'Marked the project completed',
  }),

  activity: defineEndpoint({
    method: 'GET',
    path: '/admin/activity/:projectId/:adminId',
    params: projectParams,
    responses: { 200: z.array(activityItemSchema), ...adminRefusals },
    summary: 'Who did what to a project, when and from which address, newest first',
    tags,
    audit: false,
  }),

  counts: defineEndpoint({
    method: 'GET',
    path: '/admin/counts/:adminId',
    params: adminParams,
    responses: { 200: adminCountsSchema, ...adminRefusals },
    summary: 'The numbers on the tiles: partners, suppliers, customers and open support messages',
    tags,
    audit: false,
  }),

  partners: defineEndpoint({
    method: 'GET',
    path: '/admin/partners/:adminId',
    params: adminParams,
    query: pageQuerySchema,
    responses: { 200: z.array(partnerEntrySchema), ...adminRefusals },
    summary: 'Service partners, newest first, searchable (q), a page at a time',
    tags,
    audit: false,
  }),

  suppliers: defineEndpoint({
    method: 'GET',
    path: '/admin/suppliers/:adminId',
    params: adminParams,
    query: pageQuerySchema,
    responses: { 200: z.array(directoryEntrySchema), ...adminRefusals },
    summary: 'Suppliers, newest first, searchable (q), a page at a time',
    tags,
    audit: false,
  }),

  customers: defineEndpoint({
    method: 'GET',
    path: '/admin/customers/:adminId',
    params: adminParams,
    query: pageQuerySchema,
    responses: { 200: z.array(directoryEntrySchema), ...adminRefusals },
    summary: 'Customers, newest first, searchable (q), a page at a time',
    tags,
    audit: false,
  }),

  prices: defineEndpoint({
    method: 'GET',
    path: '/admin/getprices/:adminId',
    params: adminParams,
    query: z.object({ item: z.string().trim().max(100).default('') }),
    responses: { 200: z.array(priceItemSchema), ...adminRefusals },
    summary: "Suppliers' prices for materials whose name contains the text (Suppliers and Pricing)",
    tags,
    audit: false,
    cached: true,
  }),
} as const;
