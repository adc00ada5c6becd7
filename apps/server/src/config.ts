import { isIP } from 'node:net';
import path from 'node:path';
import { generateSync } from 'otplib';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-storage';

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

const envSchema = z
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
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
    READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    OTP_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    SIGNIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
    UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(200),
    PROJECTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    SUPPORT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(20),
    UPLOAD_MB_PER_DAY: z.coerce.number().int().min(1).default(500),
    SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
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
  })
  .superRefine((env, ctx) => {
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

export type Config = {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  webDistDir: string | undefined;
  logLevel: string;
  /** true trusts every hop; a list trusts X-Forwarded-For only from those proxies. */
  trustProxy: boolean | string[];
  seed: 'demo' | 'none';
  admin: { email: string; password: string; totpSecret: string } | undefined;
  quotationWindowHours: number;
  shutdownTimeoutMs: number;
  /** How long an answer of the busiest reads may be reused; 0 turns the read cache off. */
  readCacheSeconds: number;
  /**
   * The server's own secret: keys the hashes of one-time codes, so a copy of the database alone
   * reveals no live code. Sessions need no signing: they are random tokens looked up server-side.
   */
  sessionSecret: string;
  /** Bearer token for GET /api/metrics; without it the route is open outside production only. */
  metricsToken: string | undefined;
  sms:
    | { provider: 'console' }
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiBase: string };
  email: { provider: 'console' } | { provider: 'smtp'; url: string; from: string };
  /** Where uploads live: a folder under the data folder, or an S3-compatible bucket. */
  storage: { kind: 'disk'; root: string } | ({ kind: 's3' } & S3Settings);
  google: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /**
   * Per client address: OTP requests per 10 minutes, failed sign-ins per 15 minutes. Per account:
   * images and megabytes uploaded in 24 hours.
   */
  limits: {
    otpPerAddress: number;
    signInFailuresPerAddress: number;
    uploadsPerDay: number;
    uploadBytesPerDay: number;
    /** Per customer account; each creation and message also e-mails every admin. */
    projectsPerHour: number;
    supportMessagesPerHour: number;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // Loopback by default on a workstation; all interfaces in production behind a proxy.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    seed: isProduction ? 'none' : e.SEED,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD && e.ADMIN_TOTP_SECRET
        ? {
            email: e.ADMIN_EMAIL.toLowerCase(),
            password: e.ADMIN_PASSWORD,
            totpSecret: e.ADMIN_TOTP_SECRET,
          }
        : undefined,
    quotationWindowHours: e.QUOTATION_WINDOW_HOURS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    readCacheSeconds: e.READ_CACHE_SECONDS,
    // Outside production a fixed value keeps codes valid across restarts of a workstation.
    sessionSecret: e.SESSION_SECRET ?? 'greenscape-development-secret-not-for-production',
    metricsToken: e.METRICS_TOKEN,
    sms:
      e.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            accountSid: e.TWILIO_ACCOUNT_SID!,
            authToken: e.TWILIO_AUTH_TOKEN!,
            from: e.TWILIO_FROM!,
            apiBase: e.TWILIO_API_BASE.replace(/\/$/, ''),
          }
        : { provider: 'console' },
    email: e.SMTP_URL
      ? { provider: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM! }
      : { provider: 'console' },
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            // Path-style addressing suits the S3-compatible stores an endpoint points at.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
            prefix: e.S3_PREFIX ?? '',
          }
        : { kind: 'disk', root: path.join(path.resolve(e.DATA_DIR), 'uploads') },
    limits: {
      otpPerAddress: e.OTP_REQUESTS_PER_ADDRESS,
      signInFailuresPerAddress: e.SIGNIN_FAILURES_PER_ADDRESS,
      uploadsPerDay: e.UPLOADS_PER_DAY,
      uploadBytesPerDay: e.UPLOAD_MB_PER_DAY * 1024 * 1024,
      projectsPerHour: e.PROJECTS_PER_HOUR,
      supportMessagesPerHour: e.SUPPORT_MESSAGES_PER_HOUR,
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            issuer: e.GOOGLE_ISSUER,
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
  };
}
