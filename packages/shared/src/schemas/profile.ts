import { z } from 'zod';
import { messages as m } from '../messages';
import { gstinState, isValidGstin, stateByCodeOrName } from '../gst';
import { normalisePhone } from '../phone';
import { partnerServiceKeyOf, partnerServiceKeys, partnerServiceLabels } from '../services';

// The profile forms of every account kind (all five fields required: docs/product.md#accounts).
const required = (max: number) =>
  z.string({ error: m.allFieldsRequired }).trim().min(1, m.allFieldsRequired).max(max);

export const profileDetailsSchema = z.object({
  name: required(100),
  phone: required(20).transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: m.invalidPhoneNumber });
      return z.NEVER;
    }
    return phone;
  }),
  city: required(100),
  address: required(300),
  postalCode: required(10).regex(/^\d{6}$/, m.postalCodeInvalid),
});
export type ProfileDetails = z.input<typeof profileDetailsSchema>;

export const partnerProfileDetailsSchema = profileDetailsSchema.extend({
  servicesOffered: z
    .array(z.union([z.enum(partnerServiceKeys), z.enum(partnerServiceLabels)]), {
      error: m.chooseServices,
    })
    .min(1, m.chooseServices)
    .transform((values) => [...new Set(values.map(partnerServiceKeyOf))]),
});
export type PartnerProfileDetails = z.input<typeof partnerProfileDetailsSchema>;

/** Blank or null clears a field; left out, it stays as it was (older clients send neither). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      schema.nullable(),
    )
    .optional();

/**
 * A customer may add a GSTIN and a state for tax invoices (docs/product.md#payments).
 * The state is a name or its GST code, kept as the name; a GSTIN alone gives its own state, and
 * with both they must agree.
 */
export const userProfileDetailsSchema = profileDetailsSchema
  .extend({
    gstin: clearable(
      z
        .string({ error: m.gstinInvalid })
        .trim()
        .toUpperCase()
        .refine((v) => isValidGstin(v), m.gstinInvalid),
    ),
    state: clearable(
      z
        .string({ error: m.gstStateInvalid })
        .max(60, m.gstStateInvalid)
        .transform((v, ctx) => {
          const state = stateByCodeOrName(v);
          if (!state) {
            ctx.addIssue({ code: 'custom', message: m.gstStateInvalid });
            return z.NEVER;
          }
          return state.name;
        }),
    ),
  })
  .superRefine((d, ctx) => {
    const own = d.gstin ? gstinState(d.gstin)?.name : undefined;
    if (own && d.state && own !== d.state) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: m.gstinStateMismatch });
    }
  })
  .transform((d) => (d.gstin && !d.state ? { ...d, state: gstinState(d.gstin)?.name ?? null } : d));
export type UserProfileDetails = z.input<typeof userProfileDetailsSchema>;

// The API (docs/product.md#accounts) wraps profile changes in `updatationDetails`; the spelling is
// the public contract.
// A customer may add the token of a code sent to the phone (POST /otp/verify after an OTP request
// with purpose signup) to prove it; without one the phone is saved as contact information.
export const userProfileBodySchema = z.object({
  updatationDetails: userProfileDetailsSchema,
  verificationToken: z.string().max(200).optional(),
});
export const partnerProfileBodySchema = z.object({
  updatationDetails: partnerProfileDetailsSchema,
});
export const supplierProfileBodySchema = z.object({ updatationDetails: profileDetailsSchema });
