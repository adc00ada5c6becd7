import { z } from 'zod';
import { supplierSchema } from '../schemas/auth';
import { supplierUpdateBodySchema } from '../schemas/workspaces';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

// Suppliers sign in like partners (auth.ts, phoneAccountApi.supplier); this is their own call.
export const supplierApi = {
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/supplier/:id',
    params: z.object({ id: z.uuid() }),
    body: supplierUpdateBodySchema,
    responses: { 200: supplierSchema, ...refusals(400, 401, 403, 404, 409) },
    summary: "Updates the supplier's own profile, or replaces its materials (materialInfo)",
    tags: ['supplier'],
    audit: 'Updated the profile and prices',
  }),
} as const;
