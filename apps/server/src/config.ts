import path from 'node:path';
import { msg91Config, whatsappConfig } from './config-channels';
import { envSchema } from './config-env-schema';
import type { Config } from './config-type';

export type { Config } from './config-type';

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
    milestoneAutoApproveDays: e.MILESTONE_AUTO_APPROVE_DAYS,
    warrantyDays: e.WARRANTY_DAYS,
    executionSweepMs: Math.round(e.EXECUTION_SWEEP_SECONDS * 1000),
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
        : e.SMS_PROVIDER === 'msg91'
          ? msg91Config(e)
          : { provider: 'console' },
    whatsapp: whatsappConfig(e),
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
      projectMessagesPerHour: e.MESSAGES_PER_HOUR,
      paymentReportsPerHour: e.PAYMENT_REPORTS_PER_HOUR,
      documentDownloadsPerHour: e.DOCUMENT_DOWNLOADS_PER_HOUR,
    },
    payments: {
      upi:
        e.UPI_VPA && e.UPI_PAYEE_NAME ? { vpa: e.UPI_VPA, payeeName: e.UPI_PAYEE_NAME } : undefined,
      bank:
        e.BANK_ACCOUNT_NAME && e.BANK_ACCOUNT_NUMBER && e.BANK_IFSC
          ? {
              accountName: e.BANK_ACCOUNT_NAME,
              accountNumber: e.BANK_ACCOUNT_NUMBER,
              ifsc: e.BANK_IFSC,
              bankName: e.BANK_NAME ?? null,
            }
          : undefined,
      gst:
        e.GSTIN && e.GST_STATE && e.GST_SAC
          ? { gstin: e.GSTIN, state: e.GST_STATE, sac: e.GST_SAC, ratePercent: e.GST_RATE_PERCENT }
          : undefined,
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
