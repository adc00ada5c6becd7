import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Channels } from '@greenscape/shared/schemas/preferences';
import { at, createdAt, id, updatedAt } from './columns';

// Every account's language and the channels it is told by: the server's texts to it
// are in that language, and its next request reads the new one (sessions/session-store.ts).
const preferences = () => ({
  language: text('language').notNull().default('en'),
  channels: jsonb('channels')
    .$type<Channels>()
    .notNull()
    .default(sql`'{"sms":true,"whatsapp":false,"email":true}'::jsonb`),
  /** When the account last opted in to WhatsApp (kept as the proof of consent), or null. */
  whatsappOptedInAt: at('whatsapp_opted_in_at'),
});
const languageCheck = (table: string, language: AnyPgColumn) =>
  check(`${table}_language_check`, sql`${language} in ('en', 'hi')`);

// The people who sign in. Customers ('user' in the API), service partners and suppliers share
// the profile fields of docs/product.md#data; e-mails are stored lower-cased, phones as
// +91XXXXXXXXXX.
const profile = () => ({
  id: id(),
  email: text('email'),
  passwordHash: text('password_hash'),
  googleSubject: text('google_subject'),
  name: text('name'),
  phone: text('phone'),
  img: text('img'),
  city: text('city'),
  address: text('address'),
  postalCode: text('postal_code'),
  ...preferences(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// A customer's phone is contact information, shared by anyone who types it, until a code sent
// to it proves it (docs/security.md); only then is it unique, and only then can it reset a
// password.
export const users = pgTable(
  'users',
  {
    ...profile(),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    // Optional, for a business customer's tax invoice (docs/product.md#payments).
    gstin: text('gstin'),
    gstState: text('gst_state'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    uniqueIndex('users_verified_phone_key')
      .on(t.phone)
      .where(sql`${t.phoneVerified}`),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's search box finds a customer by part of the name or phone (migration 0021;
    // modules/projects/staff-projects.ts): without them every search read all customers.
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    languageCheck('users', t.language),
  ],
);

export const serviceProviders = pgTable(
  'service_providers',
  {
    ...profile(),
    // Option keys of shared/services partnerServiceOptions, and the project services they cover.
    servicesOffered: text('services_offered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publicImages: text('public_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totalProjectsCompleted: integer('total_projects_completed').notNull().default(0),
    profileCompleted: boolean('profile_completed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('service_providers_email_key').on(t.email),
    uniqueIndex('service_providers_phone_key').on(t.phone),
    uniqueIndex('service_providers_google_subject_key').on(t.googleSubject),
    index('service_providers_services_idx').using('gin', t.services),
    index('service_providers_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    languageCheck('service_providers', t.language),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    ...profile(),
    profileCompleted: boolean('profile_completed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('suppliers_email_key').on(t.email),
    uniqueIndex('suppliers_phone_key').on(t.phone),
    uniqueIndex('suppliers_google_subject_key').on(t.googleSubject),
    index('suppliers_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    languageCheck('suppliers', t.language),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull().unique(),
    name: text('name').notNull().default('Admin'),
    passwordHash: text('password_hash').notNull(),
    // Base32 TOTP secret (RFC 6238) for the AuthToken of the admin sign-in (docs/product.md#sign-in).
    totpSecret: text('totp_secret').notNull(),
    // The last 30-second step whose code was accepted: a code works once (RFC 6238 §5.2).
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    ...preferences(),
    createdAt: createdAt(),
  },
  (t) => [languageCheck('admins', t.language)],
);
