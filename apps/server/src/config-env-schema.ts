import { defaultWarrantyDays } from '@greenscape/shared/warranty';
import { isIP } from 'node:net';
import { generateSync } from 'otplib';
import { z } from 'zod';
import { gstinState, isValidGstin, stateByCodeOrName } from '@greenscape/shared/gst';
import { channelsEnv, checkChannels } from './config-channels';

// Every environment variable the server reads, parsed once at start. A bad value stops the
// process with a clear list instead of failing later (README lists them with their defaults).
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
/** 128 bits (RFC 4226's minimum, which otplib enforces) in base32's 5 bits a character. */
const minTotpSecretChars = Math.ceil(128 / 5);
/** Whether the sign-in's own TOTP library accepts the secret: asked of it, not guessed. */
function totpSecretUsable(secret: string): boolean {
  try {
    generateSync({ secret });
    return true;
  } catch {
    return false;
  }
}
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: optional(z.string().min(1)),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    WEB_DIST_DIR: optional(z.string().min(1)),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: optional(
      z.string().transform((v, ctx): boolean | string[] => {
        const flag = bool.safeParse(v);
        if (flag.success) {
          return flag.data;
        }
        const proxies = v.split(',').map((a) => a.trim());
        if (!proxies.every((a) => isIP(a.split('/')[0] ?? '') !== 0)) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be true, false, or the addresses or CIDRs (10.0.0.2,10.0.1.0/24)',
          });
          return z.NEVER;
        }
        return proxies;
      }),
    ),
    SEED: z.enum(['demo', 'none']).default('demo'),
    ADMIN_EMAIL: optional(z.email()),
    ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
    ADMIN_TOTP_SECRET: optional(
      z
        .string()
        .regex(/^[A-Z2-7]+=*$/, 'must be a base32 secret (A-Z and 2-7)')
        .refine(totpSecretUsable, {
          message: `must be at least ${minTotpSecretChars} base32 characters (128 bits) that decode cleanly: the authenticator check refuses it (npm run admin:create makes one)`,
        }),
    ),
    QUOTATION_WINDOW_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 90)
      .default(72),
    // A submitted milestone is approved by itself after this many days
    // (docs/product.md#after-the-pick).
    MILESTONE_AUTO_APPROVE_DAYS: z.coerce.number().positive().max(90).default(7),
    // The warranty a completion starts, in days (docs/product.md#warranty).
    WARRANTY_DAYS: z.coerce.number().int().min(0).max(3650).default(defaultWarrantyDays),
    // How often each instance looks for due reminders and automatic approvals.
    EXECUTION_SWEEP_SECONDS: z.coerce.number().min(0.05).max(3600).default(300),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
    READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    OTP_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    SIGNIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
    UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(200),
    PROJECTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    SUPPORT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(20),
    MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(60),
    PAYMENT_REPORTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    DOCUMENT_DOWNLOADS_PER_HOUR: z.coerce.number().int().min(1).default(100),
    UPLOAD_MB_PER_DAY: z.coerce.number().int().min(1).default(500),
    SMS_PROVIDER: z.enum(['console', 'twilio', 'msg91']).default('console'),
    TWILIO_ACCOUNT_SID: optional(z.string().min(1)),
    TWILIO_AUTH_TOKEN: optional(z.string().min(1)),
    TWILIO_FROM: optional(z.string().min(1)),
    TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
    SMTP_URL: optional(
      z
        .url()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps:// (user and password in it)'),
    ),
    MAIL_FROM: optional(z.string().min(3)),
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_BUCKET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'is not a bucket name'),
    ),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    S3_FORCE_PATH_STYLE: optional(bool),
    S3_PREFIX: optional(
      z.string().regex(/^[a-z0-9][a-z0-9_.-]*\/$/, 'must be letters, digits, _ . - ending in /'),
    ),
    GOOGLE_CLIENT_ID: optional(z.string().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    // docs/product.md#payments: UPI without a gateway, where to pay otherwise, and the
    // company's GST registration for tax invoices (without it, invoices are bills of supply).
    UPI_VPA: optional(
      z
        .string()
        .regex(
          /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/,
          'is not a UPI ID (name@bank)',
        ),
    ),
    UPI_PAYEE_NAME: optional(z.string().trim().min(1).max(50)),
    BANK_ACCOUNT_NAME: optional(z.string().trim().min(1).max(100)),
    BANK_ACCOUNT_NUMBER: optional(z.string().regex(/^[0-9]{6,20}$/, 'must be 6 to 20 digits')),
    BANK_IFSC: optional(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'is not an IFSC code')),
    BANK_NAME: optional(z.string().trim().min(1).max(100)),
    // Checked as the customer's GSTIN is (packages/shared/src/gst.ts), check character included:
    // a typo here would print a wrong GSTIN on every tax invoice.
    GSTIN: optional(
      z
        .string()
        .trim()
        .toUpperCase()
        .refine(isValidGstin, 'is not a valid GSTIN (15 characters, its check character last)'),
    ),
    GST_STATE: optional(
      z.string().transform((v, ctx) => {
        const state = stateByCodeOrName(v);
        if (!state) {
          ctx.addIssue({
            code: 'custom',
            message:
              'is not a state or union territory of India (a name, Karnataka, or its code, 29)',
          });
          return z.NEVER;
        }
        return state;
      }),
    ),
    GST_SAC: optional(z.string().regex(/^[0-9]{4,8}$/, 'must be a SAC code of 4 to 8 digits')),
    GST_RATE_PERCENT: z.coerce.number().min(0).max(28).default(18),
    ...channelsEnv,
  })
  .superRefine((env, ctx) => {
    checkChannels(env, ctx);
    const admin = [env.ADMIN_EMAIL, env.ADMIN_PASSWORD, env.ADMIN_TOTP_SECRET];
    if (admin.some(Boolean) && !admin.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_TOTP_SECRET are set together or not at all',
      });
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when SMS_PROVIDER=twilio',
          });
        }
      }
    }
    if (Boolean(env.UPI_VPA) !== Boolean(env.UPI_PAYEE_NAME)) {
      ctx.addIssue({
        code: 'custom',
        path: ['UPI_VPA'],
        message: 'UPI_VPA and UPI_PAYEE_NAME are set together or not at all',
      });
    }
    const bank = [env.BANK_ACCOUNT_NAME, env.BANK_ACCOUNT_NUMBER, env.BANK_IFSC];
    if (bank.some(Boolean) && !bank.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['BANK_ACCOUNT_NUMBER'],
        message:
          'BANK_ACCOUNT_NAME, BANK_ACCOUNT_NUMBER and BANK_IFSC are set together or not at all',
      });
    }
    const gst = [env.GSTIN, env.GST_STATE, env.GST_SAC];
    if (gst.some(Boolean) && !gst.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GSTIN'],
        message: 'GSTIN, GST_STATE and GST_SAC are set together or not at all',
      });
    }
    // A GSTIN starts with the code of the state it is registered in; the invoice's CGST+SGST or
    // IGST depends on that state, so the two must agree.
    const registeredIn = env.GSTIN ? gstinState(env.GSTIN) : undefined;
    if (registeredIn && env.GST_STATE && registeredIn.code !== env.GST_STATE.code) {
      ctx.addIssue({
        code: 'custom',
        path: ['GST_STATE'],
        message: `is ${env.GST_STATE.name} (${env.GST_STATE.code}), but GSTIN ${env.GSTIN} is registered in ${registeredIn.name} (${registeredIn.code})`,
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL' });
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all',
      });
    }
    if (env.NODE_ENV === 'production') {
      if (env.SMS_PROVIDER === 'console') {
        ctx.addIssue({
          code: 'custom',
          path: ['SMS_PROVIDER'],
          message: 'must be a real provider in production',
        });
      }
      for (const key of ['DATABASE_URL', 'PUBLIC_URL', 'SESSION_SECRET', 'SMTP_URL'] as const) {
        if (!env[key]) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
        }
      }
    }
  });
