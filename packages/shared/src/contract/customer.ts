import { z } from 'zod';
import { userSchema } from '../schemas/auth';
import { userProfileBodySchema } from '../schemas/profile';
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
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

// The customer's calls ('user' in the paths). Identity comes from the session; the ids in the
// paths must be the caller's own (apps/server/src/modules/access/guards.ts).

const projectRefusals = refusals(400, 401, 403, 404, 409, 429);
const userParams = z.object({ userId: z.uuid() });
const projectParams = z.object({ projectId: z.uuid(), userId: z.uuid() });
const tags = ['customer'] as const;

export const customerApi = {
  projects: defineEndpoint({
    method: 'GET',
    path: '/user/allprojects/:userId',
    params: userParams,
    responses: { 200: z.array(projectSchema), ...projectRefusals },
    summary: "The customer's projects, newest first (at most 100)",
    tags,
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
    tags,
    audit: 'Requested the project',
  }),

  /** Shares its shape with pickDesign (PUT) and, by length, with pickQuotation: see shared-shapes.ts. */
  project: defineEndpoint({
    method: 'GET',
    path: '/user/project/:projectId/:userId',
    params: projectParams,
    responses: { 200: projectSchema, ...projectRefusals },
    summary: "One of the customer's projects",
    tags,
    audit: false,
    cached: true,
  }),

  pickDesign: defineEndpoint({
    method: 'PUT',
    path: '/user/project/:projectId/:userId',
    params: projectParams,
    body: designPickSchema,
    responses: { 200: projectSchema, ...projectRefusals },
    summary: 'Picks a design by its number (once)',
    tags,
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
    tags,
    // A lookup that is POST only because it carries a list of ids.
    audit: false,
  }),

  pickQuotation: defineEndpoint({
    method: 'PUT',
    path: '/user/project/quotation/:projectId/:userId',
    params: projectParams,
    body: quotationPickSchema,
    responses: { 200: projectSchema, ...projectRefusals },
    summary: 'Picks one of the released quotations by its number (once)',
    tags,
    audit: 'Picked a quotation',
  }),

  rate: defineEndpoint({
    method: 'POST',
    path: '/user/rating/:projectId/:userId',
    params: projectParams,
    body: ratingBodySchema,
    responses: { 201: ratingSchema, ...refusals(400, 401, 403, 404, 409) },
    summary: 'Rates the service partner of a completed project, once',
    tags,
    audit: 'Rated the service partner',
  }),

  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/user/:id',
    params: z.object({ id: z.uuid() }),
    body: userProfileBodySchema,
    responses: { 200: userSchema, ...refusals(400, 401, 403, 404, 409) },
    summary:
      "Updates the customer's own profile; a verificationToken for the phone marks it verified",
    tags,
    audit: 'Updated the profile',
  }),
} as const;
