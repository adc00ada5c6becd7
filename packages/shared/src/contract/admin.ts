import { z } from 'zod';
import {
  activityItemSchema,
  adminCountsSchema,
  designsBodySchema,
  directoryEntrySchema,
  invitedPartnersSchema,
  pageQuerySchema,
  partnerEntrySchema,
  pickerPartnerSchema,
  priceItemSchema,
  projectListTypes,
  shareBodySchema,
  staffProjectSchema,
} from '../schemas/admin';
import { userSchema } from '../schemas/auth';
import { completeBodySchema } from '../schemas/payments';
import { allocatedQuotationsBodySchema } from '../schemas/projects';
import {
  adminQuotationSchema,
  createTemplateSchema,
  saveQuotationSchema,
  templateResponseSchema,
} from '../schemas/quotations';
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

  releaseQuotations: defineEndpoint({
    method: 'PUT',
    path: '/admin/project/client/:projectId/:adminId',
    params: projectParams,
    responses: { 200: staffProjectSchema, ...adminRefusals },
    summary: 'Proceed: releases the final quotations to the customer',
    tags,
    audit: 'Released the quotations to the customer',
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

  /** Same shape as costQuotation (PUT), with a project id: see shared-shapes.ts. */
  template: defineEndpoint({
    method: 'GET',
    path: '/admin/project/quotation/:projectId/:adminId',
    params: projectParams,
    responses: { 200: templateResponseSchema, ...adminRefusals },
    summary: "The project's quotation template ([] before it is created)",
    tags,
    audit: false,
  }),

  createTemplate: defineEndpoint({
    method: 'POST',
    path: '/admin/project/quotation/:adminId',
    params: adminParams,
    body: createTemplateSchema,
    responses: { 201: templateResponseSchema, ...adminRefusals },
    summary: 'Creates the quotation template, once, after the customer picked a design',
    tags,
    audit: 'Created the quotation template',
  }),

  partnersForService: defineEndpoint({
    method: 'GET',
    path: '/admin/project/servicepartners/:service/:adminId',
    params: z.object({ service: z.string().max(40), adminId: adminIdSchema }),
    // Optional, so the earlier client's call stays valid: with it, the project's city comes first.
    query: z.object({ projectId: z.uuid().optional() }),
    responses: { 200: z.array(pickerPartnerSchema), ...adminRefusals },
    summary:
      "Service partners with a complete profile who offer the service, with their rating; given a project, those of the project's city first",
    tags,
    audit: false,
  }),

  shareQuotation: defineEndpoint({
    method: 'POST',
    path: '/admin/project/quotation/share/:projectId/:adminId',
    params: projectParams,
    body: shareBodySchema,
    responses: { 200: staffProjectSchema, ...adminRefusals },
    summary:
      'Shares the quotation with chosen partners: personal invitations, and the window opens',
    tags,
    audit: 'Shared the quotation with partners',
  }),

  quotations: defineEndpoint({
    method: 'POST',
    path: '/admin/project/servicepartners/:adminId',
    params: adminParams,
    body: allocatedQuotationsBodySchema,
    responses: { 200: z.array(adminQuotationSchema), ...adminRefusals },
    summary: 'Quotations by id, one entry per id in that order, with lines, costing and contact',
    tags,
    // A lookup that is POST only because it carries a list of ids.
    audit: false,
  }),

  /** Same shape as template (GET), with a quotation id: see shared-shapes.ts. */
  costQuotation: defineEndpoint({
    method: 'PUT',
    path: '/admin/project/quotation/:quotationId/:adminId',
    params: z.object({ quotationId: z.uuid(), adminId: adminIdSchema }),
    body: saveQuotationSchema,
    responses: { 200: adminQuotationSchema, ...adminRefusals },
    summary: 'Saves supplier costing and supplier per line; the server totals and finalises it',
    tags,
    audit: "Costed a partner's quotation",
  }),

  invitedPartners: defineEndpoint({
    method: 'GET',
    path: '/admin/invitations/:projectId/:adminId',
    params: projectParams,
    responses: { 200: invitedPartnersSchema, ...adminRefusals },
    summary:
      'The partners a quotation was shared with, which of them quoted, and when the window closes',
    tags,
    audit: false,
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
