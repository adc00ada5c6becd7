import { z } from 'zod';
import { partnerSchema, supplierSchema, userSchema } from '../schemas/auth';
import { userProfileBodySchema } from '../schemas/profile';
import { partnerUpdateBodySchema, supplierUpdateBodySchema } from '../schemas/workspaces';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

// Each role's own profile (apps/server/src/modules/accounts/profile-routes.ts). Suppliers sign
// in like partners (auth.ts, phoneAccountApi.supplier); this is their own call.

const customerTags = ['customer'] as const;

export const accountsApi = {
  updateCustomerProfile: defineEndpoint({
    method: 'PUT',
    path: '/user/:id',
    params: z.object({ id: z.uuid() }),
    body: userProfileBodySchema,
    responses: { 200: userSchema, ...refusals(400, 401, 403, 404, 409) },
    summary:
      "Updates the customer's own profile; a verificationToken for the phone marks it verified",
    tags: customerTags,
    audit: 'Updated the profile',
  }),

  updatePartnerProfile: defineEndpoint({
    method: 'PUT',
    path: '/service-provider/:id',
    params: z.object({ id: z.uuid() }),
    body: partnerUpdateBodySchema,
    responses: { 200: partnerSchema, ...refusals(400, 401, 403, 404, 409) },
    summary: "Updates the partner's own profile and services, or its gallery (publicImages)",
    tags: ['service-provider'],
    audit: 'Updated the profile',
  }),

  updateSupplierProfile: defineEndpoint({
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
