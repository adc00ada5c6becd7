import { z } from 'zod';
import { invoiceDetailsSchema } from './invoice-details';
import type { QuotationData } from './pdf/render-quotation';
import type { ReceiptData } from './pdf/render-receipt';

// What issued_receipts.details and issued_quotations.details hold (db/schema/payments.ts): the
// whole of what the document prints, frozen when it is issued, so that it can be drawn again at
// any time without reading a profile, a plan or a setting that may have changed since. Parsed on
// the way out, since jsonb is untyped.

const company = invoiceDetailsSchema.shape.company;
const paise = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const receiptDetailsSchema = z.object({
  company,
  receiptNo: z.string(),
  issuedOn: day,
  payer: z.object({
    name: z.string(),
    phone: z.string().nullish(),
    address: z.string().nullish(),
  }),
  project: z.object({ ref: z.string(), service: z.string() }),
  amountPaise: paise,
  method: z.enum(['upi', 'bank-transfer', 'cash', 'cheque']),
  reference: z.string().nullable(),
  paidOn: day,
  milestone: z.string().nullish(),
  balanceAfterPaise: paise.optional(),
}) satisfies z.ZodType<ReceiptData>;

const quotationDetailsSchema = z.object({
  company,
  project: z.object({ ref: z.string(), service: z.string(), area: z.string().nullable() }),
  customer: z.object({ name: z.string(), address: z.string().nullish() }),
  partner: z.object({ name: z.string() }),
  quotationNo: z.number().int(),
  pickedOn: day.nullable(),
  lines: z.array(
    z.object({
      serviceDesc: z.string(),
      quantity: z.number(),
      rateFrom: paise,
      rateTo: paise,
      amountPaise: paise,
      supplierDetails: z.string().nullable(),
      supplierCostingPaise: paise.nullable(),
    }),
  ),
  totalAmountPaise: paise,
  totalSupplierCostingPaise: paise.nullable(),
  finalCostingPaise: paise,
}) satisfies z.ZodType<QuotationData>;

export const receiptDataOf = (details: unknown): ReceiptData => receiptDetailsSchema.parse(details);

export const quotationDataOf = (details: unknown): QuotationData =>
  quotationDetailsSchema.parse(details);
