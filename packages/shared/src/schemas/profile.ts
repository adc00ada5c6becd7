import { z } from 'zod';
import { messages as m } from '../messages';
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

// The API (docs/product.md#accounts) wraps profile changes in `updatationDetails`; the spelling is
// the public contract.
// A customer may add the token of a code sent to the phone (POST /otp/verify after an OTP request
// with purpose signup) to prove it; without one the phone is saved as contact information.
export const userProfileBodySchema = z.object({
  updatationDetails: profileDetailsSchema,
  verificationToken: z.string().max(200).optional(),
});
export const partnerProfileBodySchema = z.object({
  updatationDetails: partnerProfileDetailsSchema,
});
export const supplierProfileBodySchema = z.object({ updatationDetails: profileDetailsSchema });
