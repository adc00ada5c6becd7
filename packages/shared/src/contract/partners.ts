import { z } from 'zod';
import { pageQuerySchema } from '../schemas/admin';
import {
  ownQuotationSchema,
  partnerProjectSchema,
  partnerTabs,
  publicProfileSchema,
  quotationVerifySchema,
} from '../schemas/workspaces';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

// Service partners ('service-provider' in the paths). A project is theirs to see once it was
// shared with them; the quotation calls also take the personal invitation of the SMS link.

const workspaceRefusals = refusals(400, 401, 403, 404);
const tags = ['service-provider'] as const;

/** The personal invitation token of the SMS link, `?invite=TOKEN`: it stands in for a sign-in. */
export const inviteQuerySchema = z.object({ invite: z.string().min(16).max(100).optional() });

/** The three tabs of the partner's project list, or a project's id: the `:key` of `project`. */
export const partnerProjectKeySchema = z.union([z.enum(partnerTabs), z.uuid()]);

export const partnersApi = {
  /** A tab or a project, as for the admin: see shared-shapes.ts. */
  project: defineEndpoint({
    method: 'GET',
    path: '/service-provider/project/:key/:providerId',
    params: z.object({ key: partnerProjectKeySchema, providerId: z.uuid() }),
    query: pageQuerySchema,
    responses: {
      200: z.union([z.array(partnerProjectSchema), partnerProjectSchema]),
      ...workspaceRefusals,
    },
    summary:
      "A tab of the partner's projects (new, inprogress, completed), or one project it was invited to",
    tags,
    audit: false,
    cached: true,
  }),

  quotationStanding: defineEndpoint({
    method: 'GET',
    path: '/service-provider/quotation/verify/:projectId',
    params: z.object({ projectId: z.uuid() }),
    query: inviteQuerySchema,
    responses: { 200: quotationVerifySchema, ...workspaceRefusals },
    summary:
      'Whether the partner may still quote (signed in, or ?invite=TOKEN), with the message to show',
    tags,
    audit: false,
  }),

  ownQuotation: defineEndpoint({
    method: 'GET',
    path: '/service-provider/project/quotation/:projectId/:providerId',
    params: z.object({ projectId: z.uuid(), providerId: z.uuid() }),
    responses: { 200: ownQuotationSchema, ...workspaceRefusals },
    summary: "The partner's own submitted quotation: lines and total",
    tags,
    audit: false,
  }),

  /** Public, no sign-in: the page customers open from a quotation. See shared-shapes.ts. */
  publicProfile: defineEndpoint({
    method: 'GET',
    path: '/service-provider/:id',
    params: z.object({ id: z.uuid() }),
    responses: { 200: publicProfileSchema, ...refusals(404) },
    summary: "A partner's public profile: name, city, projects completed, rating and gallery",
    tags,
    audit: false,
    cached: true,
  }),
} as const;
