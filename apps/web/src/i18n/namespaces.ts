import type enAuth from '../locales/en/auth.json';
import type enCare from '../locales/en/care.json';
import type enCommon from '../locales/en/common.json';
import type enConversation from '../locales/en/conversation.json';
import type enLanding from '../locales/en/landing.json';
import type enPartner from '../locales/en/partner.json';
import type enPayments from '../locales/en/payments.json';
import type enShell from '../locales/en/shell.json';
import type enSupplier from '../locales/en/supplier.json';
import type enUser from '../locales/en/user.json';

// A catalogue per part of the product (src/locales/<language>/<namespace>.json), so a page loads
// the texts of its own part only: the landing page `shell` and `landing`, a customer's page also
// `common` and `user`. Every key starts with its namespace (i18n/catalogues.test.ts).
export const namespaces = [
  'shell',
  'landing',
  'auth',
  'common',
  'user',
  'partner',
  'supplier',
  // The project's conversation after the pick, in the customer's, partner's and admin's areas.
  'conversation',
  // Money on the record, shown in the customer's, partner's and admin's areas.
  'payments',
  // The warranty and the care plan after the handover, in the same three areas.
  'care',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Every key of the English catalogues: a text used in code that no catalogue has fails typecheck. */
export type MessageId =
  | keyof typeof enShell
  | keyof typeof enLanding
  | keyof typeof enAuth
  | keyof typeof enCommon
  | keyof typeof enUser
  | keyof typeof enPartner
  | keyof typeof enSupplier
  | keyof typeof enConversation
  | keyof typeof enPayments
  | keyof typeof enCare;
