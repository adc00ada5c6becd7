import { z } from 'zod';
import {
  adminCountsSchema,
  directoryEntrySchema,
  pageQuerySchema,
  partnerEntrySchema,
  priceItemSchema,
} from '../schemas/admin';
import { defineEndpoint } from './endpoint';
import { adminParams, adminRefusals, teamTags } from './team-scope';

// The team's directory of accounts and suppliers' prices (apps/server/src/modules/directory/).

export const directoryApi = {
  counts: defineEndpoint({
    method: 'GET',
    path: '/admin/counts/:adminId',
    params: adminParams,
    responses: { 200: adminCountsSchema, ...adminRefusals },
    summary: 'The numbers on the tiles: partners, suppliers, customers and open support messages',
    tags: teamTags,
    audit: false,
  }),

  partners: defineEndpoint({
    method: 'GET',
    path: '/admin/partners/:adminId',
    params: adminParams,
    query: pageQuerySchema,
    responses: { 200: z.array(partnerEntrySchema), ...adminRefusals },
    summary: 'Service partners, newest first, searchable (q), a page at a time',
    tags: teamTags,
    audit: false,
  }),

  suppliers: defineEndpoint({
    method: 'GET',
    path: '/admin/suppliers/:adminId',
    params: adminParams,
    query: pageQuerySchema,
    responses: { 200: z.array(directoryEntrySchema), ...adminRefusals },
    summary: 'Suppliers, newest first, searchable (q), a page at a time',
    tags: teamTags,
    audit: false,
  }),

  customers: defineEndpoint({
    method: 'GET',
    path: '/admin/customers/:adminId',
    params: adminParams,
    query: pageQuerySchema,
    responses: { 200: z.array(directoryEntrySchema), ...adminRefusals },
    summary: 'Customers, newest first, searchable (q), a page at a time',
    tags: teamTags,
    audit: false,
  }),

  prices: defineEndpoint({
    method: 'GET',
    path: '/admin/getprices/:adminId',
    params: adminParams,
    query: z.object({ item: z.string().trim().max(100).default('') }),
    responses: { 200: z.array(priceItemSchema), ...adminRefusals },
    summary: "Suppliers' prices for materials whose name contains the text (Suppliers and Pricing)",
    tags: teamTags,
    audit: false,
    cached: true,
  }),
} as const;
