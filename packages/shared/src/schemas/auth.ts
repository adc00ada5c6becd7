import { z } from 'zod';
import { messages as m } from '../messages';
import { partnerServiceKeys } from '../services';
import { normalisePhone } from '../phone';

// Sign-in, sign-up and one-time-code schemas with the texts of docs/product.md#validation. The
// pages validate with them
// before sending, and the server validates the same bodies again.
const requiredEmail = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.email(invalid))
    .transform((v) => v.toLowerCase());

const requiredText = (message: string) => z.string({ error: message }).min(1, message);

/** A new password: long enough to resist guessing, short enough not to be a denial of service. */
export const newPasswordSchema = z
  .string({ error: m.allFieldsRequiredBang })
  .min(8, m.passwordTooShort)
  .max(200, m.passwordTooLong);

/**
 * A phone field: the empty and the malformed text differ per form in docs/product.md#validation.
 */
const formPhone = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const phone = normalisePhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return phone;
    });

export const userSignInSchema = z.object({
  email: requiredEmail(m.allFieldsRequiredBang, m.invalidEmailAddressBang),
  password: requiredText(m.allFieldsRequiredBang).max(200),
});

export const userSignUpSchema = z.object({
  email: requiredEmail(m.allFieldsRequiredBang, m.invalidEmailAddressBang),
  password: newPasswordSchema,
});

export const accountSignInSchema = z.object({
  email: requiredEmail(m.allFieldsRequiredBang, m.invalidEmailAddress),
  password: requiredText(m.allFieldsRequiredBang).max(200),
});

export const accountSignUpSchema = z.object({
  email: requiredEmail(m.fillAllCredentials, m.invalidEmailAddress),
  password: newPasswordSchema,
  phone: formPhone(m.fillAllCredentials, m.invalidPhoneNumber),
});

export const otpPurposes = ['login', 'signup', 'reset'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const otpRequestSchema = z.object({
  phone: formPhone(m.invalidPhone, m.invalidPhone),
  purpose: z.enum(otpPurposes),
});

export const otpCodeSchema = z
  .string({ error: m.enterOtp })
  .trim()
  .regex(/^\d{6}$/, m.enterOtp);

export const otpVerifySchema = z.object({
  phone: formPhone(m.invalidPhone, m.invalidPhone),
  code: otpCodeSchema,
});
export const otpVerifyResponseSchema = z.object({ verificationToken: z.string() });

export const phoneBodySchema = z.object({
  phone: formPhone(m.fillAllCredentials, m.invalidPhoneNumber),
});

export const updatePasswordSchema = z.object({ password: newPasswordSchema });

export const adminSignInSchema = z.object({
  email: requiredEmail(m.allFieldsRequiredBang, m.invalidEmailAddress),
  password: requiredText(m.allFieldsRequiredBang).max(200),
  token: z
    .string({ error: m.allFieldsRequiredBang })
    .trim()
    .min(1, m.allFieldsRequiredBang)
    .max(10),
});

export const accountKinds = ['user', 'service-provider', 'supplier'] as const;
export type AccountKind = (typeof accountKinds)[number];
export const roles = ['user', 'admin', 'service-provider', 'supplier'] as const;
export type Role = (typeof roles)[number];

const nullableText = z.string().nullable();

/** The account fields of docs/product.md#data, shared by every kind of account. */
const accountSchema = z.object({
  _id: z.uuid(),
  name: nullableText,
  email: nullableText,
  img: nullableText,
  phone: nullableText,
  city: nullableText,
  address: nullableText,
  postalCode: nullableText,
});

// A customer's phone is contact information until a code proves it (docs/security.md): only a
// verified one can reset the password. Partners' and suppliers' phones are proven at sign-up.
// The GSTIN and the state (its name) a customer gave for tax invoices, if any.
// profileCompleted: false sends the customer to the first-time details form (docs/product.md#sign-in).
export const userSchema = accountSchema
  .extend({
    phoneVerified: z.boolean(),
    gstin: nullableText,
    state: nullableText,
    profileCompleted: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const partnerSchema = accountSchema
  .extend({
    servicesOffered: z.array(z.enum(partnerServiceKeys)),
    publicImages: z.array(z.string()),
    totalProjectsCompleted: z.number().int(),
    profileCompleted: z.boolean(),
  })
  .meta({ id: 'ServiceProvider' });
export type Partner = z.infer<typeof partnerSchema>;

export const supplierSchema = accountSchema
  .extend({
    profileCompleted: z.boolean(),
    materialInfo: z.array(
      z.object({ _id: z.uuid(), materialName: z.string(), materialPrice: z.number() }),
    ),
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplierSchema>;

export const adminSchema = z
  .object({ _id: z.uuid(), email: z.string(), name: z.string() })
  .meta({ id: 'Admin' });
export type Admin = z.infer<typeof adminSchema>;

export const sessionStateSchema = z.object({
  roles: z.array(z.enum(roles)),
  google: z.boolean(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const logoutSchema = z.object({ role: z.enum(roles).optional() });
