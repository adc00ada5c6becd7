import { z } from 'zod';
import { indiaDay } from '@greenscape/shared/gst';
import type { invoices } from '../../db/schema/index';
import type { InvoiceData } from './pdf/render-invoice';

// What invoices.details holds (db/schema/payments.ts): everything the invoice prints, frozen when
// it is issued, so that a later change of the GST settings or of the customer's profile does not
// rewrite a document the customer already has. Parsed on the way out, since jsonb is untyped.

const state = z.object({ code: z.string(), name: z.string() });

export const invoiceDetailsSchema = z.object({
  company: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    gstin: z.string().nullable(),
    state: state.nullable(),
  }),
  customer: z.object({
    name: z.string(),
    address: z.string().nullable(),
    gstin: z.string().nullable(),
    state: state.nullable(),
  }),
  project: z.object({ ref: z.string(), service: z.string() }),
  placeOfSupply: state.nullable(),
  sac: z.string().nullable(),
  totalPaise: z.number().int().nonnegative(),
  gst: z
    .object({
      taxablePaise: z.number().int(),
      cgstPaise: z.number().int(),
      sgstPaise: z.number().int(),
      igstPaise: z.number().int(),
      ratePercent: z.number(),
    })
    .nullable(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

export type InvoiceRow = typeof invoices.$inferSelect;

/** The renderer's data of an issued invoice: its number, its India day, its frozen details. */
export function invoiceDataOf(row: InvoiceRow): InvoiceData {
  return {
    ...invoiceDetailsSchema.parse(row.details),
    invoiceNo: row.invoiceNo,
    issuedOn: indiaDay(row.issuedAt),
  };
}
