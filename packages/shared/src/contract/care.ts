import { z } from 'zod';
import {
  afterCareSchema,
  carePlanDecisionSchema,
  carePlanOfferSchema,
  carePlanSchema,
  careVisitChangeSchema,
  upcomingCareVisitSchema,
} from '../schemas/care-plan';
import { defineEndpoint } from './endpoint';
import { projectParams, readRefusals, roleQuery, stepRefusals } from './execution';
import { refusals } from './refusals';
import { adminParams } from './team-scope';

// Care after the handover (docs/product.md#care-plans), served by apps/server/src/modules/care/:
// the plan under /projects/:projectId/ like the job's other calls, and the two lists of the days
// ahead and of what waits.

const tags = ['care'] as const;
const visitParams = z.object({ projectId: z.uuid(), visitId: z.uuid() });

export const careApi = {
  plan: defineEndpoint({
    method: 'GET',
    path: '/projects/:projectId/care-plan',
    params: projectParams,
    query: roleQuery,
    responses: { 200: carePlanSchema, ...readRefusals },
    summary:
      "The project's care plan (the latest offered), its visits and its monthly fees; 404 with none",
    tags,
    audit: false,
  }),

  offerPlan: defineEndpoint({
    method: 'POST',
    path: '/projects/:projectId/care-plan',
    params: projectParams,
    query: roleQuery,
    body: carePlanOfferSchema,
    responses: { 201: carePlanSchema, ...stepRefusals },
    summary:
      'The team offers a care plan after completion (replacing an offer not yet decided): visits a month, months, monthly fee, start',
    tags,
    audit: 'Offered a care plan',
  }),

  decidePlan: defineEndpoint({
    method: 'PUT',
    path: '/projects/:projectId/care-plan',
    params: projectParams,
    query: roleQuery,
    body: carePlanDecisionSchema,
    responses: { 200: carePlanSchema, ...stepRefusals },
    summary: "The customer's { decision: 'accept' | 'decline' } on an offer, or 'cancel' later",
    tags,
    audit: 'Decided on the care plan',
  }),

  changeVisit: defineEndpoint({
    method: 'PUT',
    path: '/projects/:projectId/care-plan/visits/:visitId',
    params: visitParams,
    query: roleQuery,
    body: careVisitChangeSchema,
    responses: { 200: carePlanSchema, ...stepRefusals },
    summary:
      "The customer's { on } (moving a visit within its month, up to 24 h before) or the partner's { log: { notes, tasks, photos } }",
    tags,
    audit: 'Changed a care visit',
  }),

  upcoming: defineEndpoint({
    method: 'GET',
    path: '/service-provider/care-visits/:providerId',
    params: z.object({ providerId: z.uuid() }),
    responses: { 200: z.array(upcomingCareVisitSchema), ...refusals(400, 401, 403) },
    summary:
      "The partner's care visits of the next 7 days (India time), with each garden's address",
    tags,
    audit: false,
  }),

  afterCare: defineEndpoint({
    method: 'GET',
    path: '/admin/after-care/:adminId',
    params: adminParams,
    responses: { 200: afterCareSchema, ...refusals(400, 401, 403) },
    summary: 'Warranty claims not yet fixed and care visits missed in the last 30 days',
    tags,
    audit: false,
  }),
} as const;
