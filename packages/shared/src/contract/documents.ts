import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { projectParams, readRefusals, roleQuery } from './execution';
import { refusals } from './refusals';

// Served by apps/server/src/modules/documents/; the same session rules as ./execution.ts.

const tags = ['payments'] as const;
const paymentParams = z.object({ projectId: z.uuid(), paymentId: z.uuid() });
const pdf = z.any().meta({ description: 'application/pdf' });

/**
 * The project's documents (docs/product.md#payments): the receipt of a confirmed
 * payment, the picked quotation, the final invoice. PDFs in English, to the customer and the team.
 */
export const documentsApi = {
  receipt: defineEndpoint({
    method: 'GET',
    path: '/projects/:projectId/payments/:paymentId/receipt.pdf',
    params: paymentParams,
    query: roleQuery,
    responses: { 200: pdf, ...readRefusals, ...refusals(409) },
    summary: 'The receipt of a confirmed payment, GS/<financial year>/<serial>, as a PDF',
    tags,
    audit: false,
  }),

  quotationPdf: defineEndpoint({
    method: 'GET',
    path: '/projects/:projectId/quotation.pdf',
    params: projectParams,
    query: roleQuery,
    responses: { 200: pdf, ...readRefusals, ...refusals(409) },
    summary: 'The picked quotation with its lines, materials and totals, as a PDF',
    tags,
    audit: false,
  }),

  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/projects/:projectId/invoice.pdf',
    params: projectParams,
    query: roleQuery,
    responses: { 200: pdf, ...readRefusals, ...refusals(409) },
    summary:
      'The final invoice (a tax invoice with a GSTIN, else a bill of supply), after completion',
    tags,
    audit: false,
  }),
};
