import type { IndianState } from '@greenscape/shared/gst';
import type { Msg91Settings, WhatsAppSettings } from './config-channels';
import type { S3Settings } from './storage/s3-storage';

/** The server's settings, worked out by loadConfig (config.ts) from the environment. */
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
  /** Days after which a submitted milestone is approved by itself (docs/product.md#milestones). */
  milestoneAutoApproveDays: number;
  /** Days of warranty from the day of completion in India (docs/product.md#warranty). */
  warrantyDays: number;
  /** How often the execution sweep runs on each instance (modules/execution/execution-sweep.ts). */
  executionSweepMs: number;
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
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiBase: string }
    | Msg91Settings;
  /** WhatsApp's Business Cloud API; without it nothing goes by WhatsApp. */
  whatsapp: WhatsAppSettings | undefined;
  email: { provider: 'console' } | { provider: 'smtp'; url: string; from: string };
  /** Where uploads live: a folder under the data folder, or an S3-compatible bucket. */
  storage: { kind: 'disk'; root: string } | ({ kind: 's3' } & S3Settings);
  google: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** docs/product.md#payments: how customers pay, and the company's GST details. */
  payments: {
    upi: { vpa: string; payeeName: string } | undefined;
    bank:
      | { accountName: string; accountNumber: string; ifsc: string; bankName: string | null }
      | undefined;
    /**
     * The company's GST registration (without it, invoices are bills of supply): `state` is the
     * one GST_STATE names, checked to be the GSTIN's own (config-env-schema.ts).
     */
    gst: { gstin: string; state: IndianState; sac: string; ratePercent: number } | undefined;
  };
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
    /** Messages each account may write in projects' conversations in an hour (MESSAGES_PER_HOUR). */
    projectMessagesPerHour: number;
    /** Payments each customer may report in an hour, across projects (PAYMENT_REPORTS_PER_HOUR). */
    paymentReportsPerHour: number;
    /** PDFs (receipts, quotations, invoices) each account may download in an hour. */
    documentDownloadsPerHour: number;
  };
};
