import { z } from 'zod';
import { messages as m } from '../messages';

// Money on the record (docs/product.md#payments): the project's ledger of offline
// payments, the partner's payouts, the completion's override. Money is rupees as a JSON number
// (paise on the server), dates without time `YYYY-MM-DD` (India time), instants ISO 8601.

export const paymentMethods = ['upi', 'bank-transfer', 'cash', 'cheque'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ['reported', 'confirmed', 'rejected'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The largest single amount taken: ₹10 crore, far above any garden, far below a bigint's end. */
export const maxPaymentRupees = 100_000_000;

/**
 * Rupees with at most two decimals, at least one paisa (over the outstanding is the step's rule).
 * `>= 0.01`, not `> 0`: 0.000000001 passes the two-decimals test (its paise round to 0 within the
 * tolerance) and would be stored as 0 paise, which the table's check refuses.
 */
export const rupeeAmount = z
  .number({ error: m.paymentAmountInvalid })
  .refine((v) => Number.isFinite(v) && v >= 0.01, m.paymentAmountInvalid)
  .refine((v) => v <= maxPaymentRupees, m.paymentAmountTooLarge)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, m.paymentAmountInvalid)
  .meta({ description: 'Rupees, more than 0, at most two decimals' });

const firstYear = 2000;
/** `YYYY-MM-DD`, a real date from the year 2000; not after today is the step's rule (India time). */
const paidOn = z.iso
  .date({ error: m.paymentDateInvalid })
  .refine((value) => Number(value.slice(0, 4)) >= firstYear, m.paymentDateInvalid)
  .meta({ description: 'The day the money was paid, YYYY-MM-DD, not in the future' });

/** Blank is no reference, as a form's empty field sends it. */
const reference = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ error: m.paymentReferenceInvalid })
    .trim()
    .max(100, m.paymentReferenceInvalid)
    .optional()
    .nullable(),
);

const method = z.enum(paymentMethods, { error: m.paymentMethodInvalid });

/** `POST /projects/{projectId}/payments`: the customer reports one, an admin records one. */
export const newPaymentSchema = z.object({
  amount: rupeeAmount,
  method,
  reference,
  paidOn,
});
export type NewPayment = z.input<typeof newPaymentSchema>;

/** `PUT /projects/{projectId}/payments/{paymentId}` (admin): `reason` is required to reject. */
export const paymentDecisionSchema = z
  .object({
    status: z.enum(['confirmed', 'rejected'], { error: m.paymentDecisionInvalid }),
    reason: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().trim().max(500, m.rejectReasonTooLong).optional().nullable(),
    ),
  })
  .refine((d) => d.status !== 'rejected' || (d.reason ?? '') !== '', {
    message: m.rejectReasonRequired,
    path: ['reason'],
  });

export const paymentEntrySchema = z.object({
  _id: z.uuid(),
  amount: z.number(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  paidOn: z.iso.date(),
  status: z.enum(paymentStatuses),
  reason: z.string().nullable(),
  /** `GS/2026-27/0001`, from the confirmation on; null before. */
  receiptNo: z.string().nullable(),
  /** Additive: who put it on the record, and when. */
  reportedBy: z.enum(['customer', 'admin']),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

export const bankDetailsSchema = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  bankName: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** `GET /projects/{projectId}/payments` (customer, admin). */
export const ledgerSchema = z.object({
  /** The picked quotation's `finalCosting`. */
  total: z.number(),
  /** Confirmed entries only. */
  paid: z.number(),
  /** `total` and `careFees`, less `paid`. */
  outstanding: z.number(),
  /**
   * The earliest milestone not yet covered by what is paid and what waits for the team (`pending`,
   * so nothing is asked for twice); `amount` is what is left of it. Null when nothing is left.
   * Additive `careFee`: the month of its plan when the line is a care plan's fee, else null.
   */
  due: z
    .object({
      num: z.number().int(),
      title: z.string(),
      amount: z.number(),
      careFee: z.object({ month: z.number().int(), from: z.iso.date() }).nullable(),
    })
    .nullable(),
  /**
   * Additive: the care plan's monthly fees added so far, owed beside `total`
   * (docs/decisions/0012-care-fees-in-the-ledger.md).
   */
  careFees: z.number(),
  upi: z.object({ uri: z.string() }).nullable(),
  entries: z.array(paymentEntrySchema),
  /** Additive: reported and waiting for the team, not yet counted as paid. */
  pending: z.number(),
  /** Additive: where to pay when UPI is not configured, from the site configuration. */
  bank: bankDetailsSchema.nullable(),
});
export type Ledger = z.infer<typeof ledgerSchema>;

/** `POST /projects/{projectId}/payouts` (admin): what the company paid the selected partner. */
export const newPayoutSchema = newPaymentSchema;

export const payoutEntrySchema = z.object({
  _id: z.uuid(),
  amount: z.number(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  paidOn: z.iso.date(),
  createdAt: z.iso.datetime(),
});
export type PayoutEntry = z.infer<typeof payoutEntrySchema>;

/** `GET /projects/{projectId}/payouts` (admin, selected partner): `total` is the partner's own. */
export const payoutsSchema = z.object({
  total: z.number(),
  paid: z.number(),
  /** Additive: total − paid. */
  balance: z.number(),
  entries: z.array(payoutEntrySchema),
});
export type Payouts = z.infer<typeof payoutsSchema>;

/** One payment waiting for the team, across projects (the admin's list). */
export const waitingPaymentSchema = paymentEntrySchema.extend({
  projectId: z.uuid(),
  projectRef: z.string(),
  customerName: z.string().nullable(),
});
export type WaitingPayment = z.infer<typeof waitingPaymentSchema>;

/** The most waiting payments on one page of the team's list. */
export const maxWaitingPage = 50;

/**
 * `GET /admin/payments/{adminId}`: a page of the list, oldest first; the next page's cursor comes
 * back in the `x-next-cursor` header and is sent as `?cursor=` (docs/product.md#pagination).
 */
export const waitingQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(maxWaitingPage).default(maxWaitingPage),
});
export type WaitingQuery = z.infer<typeof waitingQuerySchema>;

/**
 * `PUT /admin/project/completed/{projectId}/{adminId}`: no body as before (docs/product.md#api), or an
 * override with its reason when milestones or payments are still open.
 */
export const completeBodySchema = z.preprocess(
  // A client sending `Content-Type: text/plain` with no body hands the schema ''.
  (v) => (v === '' ? undefined : v),
  z
    .object({
      override: z
        .object({
          reason: z
            .string({ error: m.overrideReasonTooShort })
            .trim()
            .min(10, m.overrideReasonTooShort)
            .max(1000, m.overrideReasonTooLong),
        })
        .optional(),
    })
    // Fastify hands a request without a body to the schema as null.
    .nullish(),
);
export type CompleteBody = z.input<typeof completeBodySchema>;
