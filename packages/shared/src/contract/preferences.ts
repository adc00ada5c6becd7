import { z } from 'zod';
import { roles } from '../schemas/auth';
import { preferencesChangeSchema, preferencesSchema } from '../schemas/preferences';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

/**
 * Whose preferences: a browser may hold sessions of several roles at once. Without a role, the
 * first role signed in, in the order of `roles`; the account is always the session's own.
 */
export const preferencesRoleSchema = z.object({ role: z.enum(roles).optional() });

const tags = ['preferences'] as const;

/** The signed-in account's language and channels (docs/product.md#languages), for every role. */
export const preferencesApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/me/preferences',
    query: preferencesRoleSchema,
    responses: { 200: preferencesSchema, ...refusals(400, 401) },
    summary: "The signed-in account's language and the channels it is told by",
    tags,
    audit: false,
  }),

  update: defineEndpoint({
    method: 'PUT',
    path: '/me/preferences',
    query: preferencesRoleSchema,
    body: preferencesChangeSchema,
    responses: { 200: preferencesSchema, ...refusals(400, 401) },
    summary:
      'Changes the language, some channels or both (what is left out stays); answers them all',
    tags,
    audit: 'Changed the language or channels',
  }),
} as const;
