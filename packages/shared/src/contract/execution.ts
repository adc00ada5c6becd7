import { z } from 'zod';
import { messages as m } from '../messages';
import { roles } from '../schemas/auth';
import {
  milestoneChangesBodySchema,
  milestonePlanBodySchema,
  milestoneProofBodySchema,
  milestoneSchema,
  siteVisitConfirmSchema,
  siteVisitProposalSchema,
  siteVisitReportBodySchema,
  siteVisitSchema,
} from '../schemas/execution';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

// The job after the pick (docs/product.md#after-the-pick), the site visit and the
// milestones; the conversation is ./conversation.ts. Paths shared by the
// project's participants, its customer, every admin and its selected partner. Identity comes from
// the session (apps/server/src/modules/access/participants.ts); `?role=` says which, when a
// browser holds sessions of several roles. A stranger gets 404, a role that may never do the step
// 403, a step out of order 409.

export const projectParams = z.object({ projectId: z.uuid() });
const milestoneParams = z.object({
  projectId: z.uuid(),
  // Plain decimal digits only: `1.0`, `0x1` or ` 1` are not milestone numbers (400).
  num: z
    .string()
    .regex(/^[1-8]$/, m.invalidMilestoneParam)
    .transform(Number)
    .meta({ description: 'The milestone number, 1 to 8' }),
});
export const roleQuery = z.object({ role: z.enum(roles).optional() });
export const readRefusals = refusals(400, 401, 403, 404, 429);
export const stepRefusals = refusals(400, 401, 403, 404, 409, 429);

export const executionApi = {
  siteVisit: defineEndpoint({
    method: 'GET',
    path: '/projects/:projectId/site-visit',
    params: projectParams,
    query: roleQuery,
    responses: { 200: siteVisitSchema, ...readRefusals },
    summary: "The project's site visit: proposed times, the confirmed one, the partner's report",
    tags: ['execution'],
    audit: false,
    cached: true,
  }),

  proposeSiteVisit: defineEndpoint({
    method: 'POST',
    path: '/projects/:projectId/site-visit',
    params: projectParams,
    query: roleQuery,
    body: siteVisitProposalSchema,
    responses: { 201: siteVisitSchema, ...stepRefusals },
    summary: 'The team proposes one to three future times for the visit (again: replaces them)',
    tags: ['execution'],
    audit: 'Proposed times for the site visit',
  }),

  confirmSiteVisit: defineEndpoint({
    method: 'PUT',
    path: '/projects/:projectId/site-visit',
    params: projectParams,
    query: roleQuery,
    body: siteVisitConfirmSchema,
    responses: { 200: siteVisitSchema, ...stepRefusals },
    summary: 'The customer confirms one of the proposed times; the partner is told',
    tags: ['execution'],
    audit: 'Confirmed the site visit',
  }),

  reportSiteVisit: defineEndpoint({
    method: 'POST',
    path: '/projects/:projectId/site-visit/report',
    params: projectParams,
    query: roleQuery,
    body: siteVisitReportBodySchema,
    responses: { 201: siteVisitSchema, ...stepRefusals },
    summary: 'The selected partner (or the team) reports the visit: notes, measured area, photos',
    tags: ['execution'],
    audit: 'Reported the site visit',
  }),

  milestones: defineEndpoint({
    method: 'GET',
    path: '/projects/:projectId/milestones',
    params: projectParams,
    query: roleQuery,
    responses: { 200: z.array(milestoneSchema), ...readRefusals },
    summary: "The project's work plan: each milestone, its amount, proof and change requests",
    tags: ['execution'],
    audit: false,
    cached: true,
  }),

  planMilestones: defineEndpoint({
    method: 'PUT',
    path: '/projects/:projectId/milestones',
    params: projectParams,
    query: roleQuery,
    body: milestonePlanBodySchema,
    responses: { 200: z.array(milestoneSchema), ...stepRefusals },
    summary:
      'The team changes the plan (2 to 8 milestones adding up to 100 %) until the first proof',
    tags: ['execution'],
    audit: 'Changed the work plan',
  }),

  submitProof: defineEndpoint({
    method: 'POST',
    path: '/projects/:projectId/milestones/:num/proof',
    params: milestoneParams,
    query: roleQuery,
    body: milestoneProofBodySchema,
    responses: { 201: milestoneSchema, ...stepRefusals },
    summary: 'The selected partner submits proof of the current milestone: a note and photos',
    tags: ['execution'],
    audit: 'Submitted proof of a milestone',
  }),

  approveMilestone: defineEndpoint({
    method: 'POST',
    path: '/projects/:projectId/milestones/:num/approve',
    params: milestoneParams,
    query: roleQuery,
    responses: { 200: milestoneSchema, ...stepRefusals },
    summary: 'The customer approves a submitted milestone',
    tags: ['execution'],
    audit: 'Approved a milestone',
  }),

  requestChanges: defineEndpoint({
    method: 'POST',
    path: '/projects/:projectId/milestones/:num/changes',
    params: milestoneParams,
    query: roleQuery,
    body: milestoneChangesBodySchema,
    responses: { 201: milestoneSchema, ...stepRefusals },
    summary:
      'The customer asks for changes to a submitted milestone; the partner fixes and resubmits',
    tags: ['execution'],
    audit: 'Asked for changes to a milestone',
  }),
} as const;
