import { z } from 'zod';
import { messages as m } from '../messages';
import { normalisePhone } from '../phone';

// Quotation templates, partners' priced quotations and the admin's supplier costing
// (docs/product.md#quotations). Prices travel in rupees; the server stores paise.
const price = z
  .number({ error: m.allFieldsRequired })
  .finite({ error: m.allFieldsRequired })
  .min(0, m.allFieldsRequired)
  .max(100_000_000);

export const templateLineInputSchema = z
  .object({
    serviceDesc: z
      .string({ error: m.allFieldsRequired })
      .trim()
      .min(1, m.allFieldsRequired)
      .max(300),
    quantity: z
      .number({ error: m.allFieldsRequired })
      .int(m.allFieldsRequired)
      .min(1, m.allFieldsRequired)
      .max(1_000_000),
    lowerRange: price,
    upperRange: price,
  })
  .refine((line) => line.lowerRange <= line.upperRange, {
    message: m.rangeInvalid,
    path: ['upperRange'],
  });

export const createTemplateSchema = z.object({
  projectId: z.uuid(),
  info: z
    .array(templateLineInputSchema, { error: m.allFieldsRequired })
    .min(1, m.allFieldsRequired)
    .max(100),
});

export const templateLineSchema = z.object({
  _id: z.uuid(),
  serviceDesc: z.string(),
  quantity: z.number().int(),
  lowerRange: z.number(),
  upperRange: z.number(),
});
export type TemplateLine = z.infer<typeof templateLineSchema>;

/**
 * A list whose first element holds the info rows (docs/product.md#quotations). Empty until the
 * admin creates one.
 */
export const templateResponseSchema = z.array(
  z.object({ _id: z.uuid(), info: z.array(templateLineSchema) }),
);

const contactName = z
  .string({ error: m.fillRequiredFields })
  .trim()
  .min(1, m.fillRequiredFields)
  .max(100);
const contactPhone = z
  .string({ error: m.fillRequiredFields })
  .trim()
  .min(1, m.fillRequiredFields)
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: m.invalidPhoneShort });
      return z.NEVER;
    }
    return phone;
  });
const contactEmail = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.email({ error: m.invalidEmailAddress }).max(200).optional(),
);

/** The contact details a signed-in partner's form asks for (prefilled from its account). */
export const quotationContactSchema = z.object({
  name: contactName,
  phone: contactPhone,
  email: contactEmail,
});

/**
 * The partner's submission (texts of docs/product.md#validation); the template rows are matched by
 * their `_id`. Name and phone may be left out: the server then takes them from the
 * invited partner's account, so the invitation page does not ask what the invitation knows; a
 * client that sends them (docs/product.md#api) is checked and stored as before.
 */
export const quotationSubmissionSchema = z.object({
  name: contactName.optional(),
  phone: contactPhone.optional(),
  email: contactEmail,
  info: z
    .array(
      z.object({
        _id: z.uuid(),
        spCosting: z
          .number({ error: m.fillAllFields })
          .finite({ error: m.fillAllFields })
          .min(0, m.valuesNotInRange),
      }),
      { error: m.fillAllFields },
    )
    .min(1, m.fillAllFields)
    .max(100),
});
export type QuotationSubmission = z.input<typeof quotationSubmissionSchema>;
export type ParsedQuotationSubmission = z.output<typeof quotationSubmissionSchema>;

export const quotationLineSchema = z.object({
  _id: z.uuid(),
  serviceDesc: z.string(),
  quantity: z.number().int(),
  lowerRange: z.number(),
  upperRange: z.number(),
  spCosting: z.number(),
  amount: z.number(),
  supplierCosting: z.number().nullable(),
  supplierDetails: z.string().nullable(),
});

/** A quotation as the admin sees it: the partner's contact details, lines and costing. */
export const adminQuotationSchema = z
  .object({
    _id: z.uuid(),
    num: z.number().int(),
    projectId: z.uuid(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    partner: z.object({
      _id: z.uuid(),
      name: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
    finalized: z.boolean(),
    info: z.array(quotationLineSchema),
    costing: z.object({
      totalAmount: z.number(),
      totalSupplierCosting: z.number().nullable(),
      finalCosting: z.number().nullable(),
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminQuotation' });
export type AdminQuotation = z.infer<typeof adminQuotationSchema>;

/**
 * Saving the supplier costing finalises the quotation; totals are the server's
 * (docs/product.md#quotations).
 */
export const saveQuotationSchema = z.object({
  info: z
    .array(
      z.object({
        _id: z.uuid(),
        supplierCosting: z
          .number({ error: m.allFieldsRequired })
          .finite({ error: m.allFieldsRequired })
          .min(0, m.allFieldsRequired)
          .max(100_000_000),
        supplierDetails: z
          .string({ error: m.allFieldsRequired })
          .trim()
          .min(1, m.allFieldsRequired)
          .max(300),
      }),
      { error: m.allFieldsRequired },
    )
    .min(1, m.allFieldsRequired),
  // Sent by the earlier client; the server computes the costing itself and ignores this.
  costing: z.unknown().optional(),
});

/**
 * Line amount and totals, the same on both sides (docs/product.md#quotations). Inputs and outputs
 * in paise.
 */
export function quotationTotals(
  lines: { spCosting: number; quantity: number; supplierCosting: number | null }[],
) {
  const totalAmount = lines.reduce((sum, l) => sum + l.spCosting * l.quantity, 0);
  const totalSupplierCosting = lines.reduce((sum, l) => sum + (l.supplierCosting ?? 0), 0);
  return { totalAmount, totalSupplierCosting, finalCosting: totalAmount + totalSupplierCosting };
}
