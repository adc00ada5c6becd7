import { z } from 'zod';
import { claimChangeSchema, newClaimSchema, warrantyClaimSchema } from '../schemas/warranty';
import { defineEndpoint } from './endpoint';
import { projectParams, readRefusals, roleQuery, stepRefusals } from './execution';

// The warranty after completion (docs/product.md#warranty), served by
// apps/server/src/modules/warranty/, under /projects/:projectId/ like the job's other calls.

const tags = ['warranty'] as const;
const claimParams = z.object({ projectId: z.uuid(), claimId: z.uuid() });

export const warrantyApi = {
  claims: defineEndpoint({
    method: 'GET',
    path: '/projects/:projectId/warranty-claims',
    params: projectParams,
    query: roleQuery,
    responses: { 200: z.array(warrantyClaimSchema), ...readRefusals },
    summary: "The project's warranty claims, newest first",
    tags,
    audit: false,
  }),

  openClaim: defineEndpoint({
    method: 'POST',
    path: '/projects/:projectId/warranty-claims',
    params: projectParams,
    query: roleQuery,
    body: newClaimSchema,
    responses: { 201: warrantyClaimSchema, ...stepRefusals },
    summary:
      'The customer reports a problem within the warranty: text and up to 10 photos (409 before completion and after the warranty)',
    tags,
    audit: 'Reported a warranty problem',
  }),

  changeClaim: defineEndpoint({
    method: 'PUT',
    path: '/projects/:projectId/warranty-claims/:claimId',
    params: claimParams,
    query: roleQuery,
    body: claimChangeSchema,
    responses: { 200: warrantyClaimSchema, ...stepRefusals },
    summary:
      "The team's { visitOn } or { decision: 'not-covered', reason }, the partner's { fixNote, photos }, the customer's { action: 'close' | 'reopen', text? }",
    tags,
    audit: 'Changed a warranty claim',
  }),
} as const;
