import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { gstinState } from '@greenscape/shared/gst';
import type { userProfileDetailsSchema } from '@greenscape/shared/schemas/profile';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { consumeVerification } from '../otp';
import type { UserRow } from './account-json';
import { phoneConflictsAsMessage } from './phone-conflicts';

/** The body as its schema parsed it: the phone normalised, the GSTIN upper-cased, the state a name. */
type Details = z.output<typeof userProfileDetailsSchema>;

type GstFields = { gstin: string | null; gstState: string | null };

/**
 * The GSTIN and state to keep (packages/shared/src/schemas/profile.ts): a field left out
 * stays as it was, null clears it. The body's own pair was checked by its schema; this checks the
 * pair as it will be stored, since a state alone must still agree with a GSTIN kept from before
 * (else 400 gstinStateMismatch), and a GSTIN left without a state gives its own.
 */
export function gstFieldsAfter(current: GstFields, change: Pick<Details, 'gstin' | 'state'>) {
  const gstin = change.gstin === undefined ? current.gstin : change.gstin;
  const state = change.state === undefined ? current.gstState : change.state;
  const own = gstin ? gstinState(gstin)?.name : undefined;
  if (own && state && own !== state) {
    throw badRequest('gstinStateMismatch');
  }
  return { gstin, gstState: state ?? own ?? null };
}

/**
 * Saves a customer's profile (docs/security.md). The public contract's body
 * (docs/product.md#accounts) has no proof of the phone, so a phone is saved as contact information
 * only: never unique, never refused because another account has it (that answer would tell who is
 * registered), and a changed phone loses its verification. With the token of a code sent to it, the
 * phone becomes verified: the one that may reset the password. The newest proof wins: a number
 * verified on another account (a recycled number, say) stops being verified there.
 */
export async function saveCustomerProfile(
  db: Database,
  id: string,
  details: Details,
  token: string | undefined,
): Promise<UserRow> {
  // Two accounts proving the same number at the same instant: the later is asked to retry.
  return phoneConflictsAsMessage(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!current) {
        throw notFound();
      }
      let phoneVerified = current.phoneVerified && current.phone === details.phone;
      if (token) {
        await consumeVerification(tx, { token, phone: details.phone, purpose: 'signup' });
        await tx
          .update(users)
          .set({ phoneVerified: false, updatedAt: new Date() })
          .where(
            and(eq(users.phone, details.phone), eq(users.phoneVerified, true), ne(users.id, id)),
          );
        phoneVerified = true;
      }
      const { gstin, state, ...profile } = details;
      const gst = gstFieldsAfter(current, { gstin, state });
      const [row] = await tx
        .update(users)
        .set({ ...profile, ...gst, phoneVerified, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row!;
    }),
  );
}
