import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

export const accountRoles = ['user', 'admin', 'service-provider', 'supplier'] as const;
export type AccountRole = (typeof accountRoles)[number];

// Server-side sessions (docs/product.md#sign-in). The cookie holds a random token; only its SHA-256
// is kept.
// `purpose` 'reset' is the short session a password-reset code opens.
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    role: text('role').notNull(),
    accountId: uuid('account_id').notNull(),
    purpose: text('purpose').notNull().default('signin'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [
    check(
      'sessions_role_check',
      sql`${t.role} in ('user', 'admin', 'service-provider', 'supplier')`,
    ),
    check('sessions_purpose_check', sql`${t.purpose} in ('signin', 'reset')`),
    index('sessions_account_idx').on(t.role, t.accountId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

// Phone one-time codes: hashed, 5-minute life, 5 wrong tries (docs/product.md#sign-in).
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('otp_codes_purpose_check', sql`${t.purpose} in ('login', 'signup', 'reset')`),
    index('otp_codes_phone_created_idx').on(t.phone, t.createdAt.desc().nullsFirst()),
  ],
);

// What a verified code gives back: the single-use `verificationToken` (the {uid} of
// docs/product.md#api).
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verifications_expires_idx').on(t.expiresAt)],
);

// Counters for abuse limits, kept in PostgreSQL so they hold across instances
// (docs/deploy.md#scaling-out).
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// An OpenID Connect sign-in in progress: PKCE verifier and nonce, keyed by the state's hash.
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    role: text('role').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);
