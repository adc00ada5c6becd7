import { z } from 'zod';
import {
  invitedPartnersSchema,
  pickerPartnerSchema,
  shareBodySchema,
  staffProjectSchema,
} from '../schemas/admin';
import { messageResponseSchema } from '../schemas/auth';
import { allocatedQuotationsBodySchema } from '../schemas/projects';
import {
  adminQuotationSchema,
  createTemplateSchema,
  quotationSubmissionSchema,
  saveQuotationSchema,
  templateResponseSchema,
} from '../schemas/quotations';
import { adminIdSchema, adminRefusals } from './team-scope';
import { defineEndpoint } from './endpoint';
import { inviteQuerySchema } from './partners';
import { refusals } from './refusals';

// The quotations of a project, as apps/server/src/modules/quotations/ serves them: the team's
// template, sharing, costing and release (every path ending in the admin's own id, checked
// against the session first), and the invited partner's template and submission.

const adminParams = z.object({ adminId: adminIdSchema });
const projectParams = z.object({ projectId: z.uuid(), adminId: adminIdSchema });
const adminTags = ['admin'] as const;
const partnerTags = ['service-provider'] as const;

export const quotationsApi = {
  releaseQuotations: defineEndpoint({
    method: 'PUT',
    path: '/admin/project/client/:projectId/:adminId',
    params: projectParams,
    responses: { 200: staffProjectSchema, ...adminRefusals },
    summary: 'Proceed: releases the final quotations to the customer',
    tags: adminTags,
    audit: 'Released the quotations to the customer',
  }),
  /** Same shape as costQuotation (PUT), with a project id: see shared-shapes.ts. */
  template: defineEndpoint({
    method: 'GET',
    path: '/admin/project/quotation/:projectId/:adminId',
    params: projectParams,
    responses: { 200: templateResponseSchema, ...adminRefusals },
    summary: "The project's quotation template ([] before it is created)",
    tags: adminTags,
    audit: false,
  }),
  createTemplate: defineEndpoint({
    method: 'POST',
    path: '/admin/project/quotation/:adminId',
    params: adminParams,
    body: createTemplateSchema,
    responses: { 201: templateResponseSchema, ...adminRefusals },
    summary: 'Creates the quotation template, once, after the customer picked a design',
    tags: adminTags,
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
    tags: adminTags,
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
    tags: adminTags,
    audit: 'Shared the quotation with partners',
  }),
  quotations: defineEndpoint({
    method: 'POST',
    path: '/admin/project/servicepartners/:adminId',
    params: adminParams,
    body: allocatedQuotationsBodySchema,
    responses: { 200: z.array(adminQuotationSchema), ...adminRefusals },
    summary: 'Quotations by id, one entry per id in that order, with lines, costing and contact',
    tags: adminTags,
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
    tags: adminTags,
    audit: "Costed a partner's quotation",
  }),
  invitedPartners: defineEndpoint({
    method: 'GET',
    path: '/admin/invitations/:projectId/:adminId',
    params: projectParams,
    responses: { 200: invitedPartnersSchema, ...adminRefusals },
    summary:
      'The partners a quotation was shared with, which of them quoted, and when the window closes',
    tags: adminTags,
    audit: false,
  }),
  quotationTemplate: defineEndpoint({
    method: 'GET',
    path: '/service-provider/quotation/:projectId',
    params: z.object({ projectId: z.uuid() }),
    query: inviteQuerySchema,
    responses: { 200: templateResponseSchema, ...refusals(401, 403, 404) },
    summary:
      'The quotation template, for a partner invited to the project (signed in, or ?invite=TOKEN)',
    tags: partnerTags,
    audit: false,
  }),
  submitQuotation: defineEndpoint({
    method: 'POST',
    path: '/service-provider/quotation/:projectId',
    params: z.object({ projectId: z.uuid() }),
    query: inviteQuerySchema,
    body: quotationSubmissionSchema,
    responses: { 201: messageResponseSchema, ...refusals(400, 401, 403, 404, 409) },
    summary: "Submits the partner's priced quotation (signed in, or through ?invite=TOKEN)",
    tags: partnerTags,
    audit: 'Submitted a quotation',
  }),
};
