import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountKind, OtpPurpose } from '@greenscape/shared/schemas/auth';
import { isUniqueViolation } from '../../lib/db-errors';
import { unauthorized } from '../../lib/errors';
import {
  type AccountRow,
  type UserRow,
  findAccount,
  findAccountByProvenPhone,
  insertAccount,
} from '../accounts';
import { consumeVerification } from '../otp';
import { cancelSession, startSession } from '../sessions';

// A first phone sign-in opens the account, so it is a sign-up as much as a sign-in: a code asked
// for either purpose will do, never a reset code.
const purposes: readonly OtpPurpose[] = ['login', 'signup'];

type Proof = { token: string; phone: string };

async function accountOfPhone(request: FastifyRequest, kind: AccountKind, { token, phone }: Proof) {
  return request.server.database.db.transaction(async (tx) => {
    await consumeVerification(tx, { token, phone, purpose: purposes });
    // A customer's unproven phone is contact information anyone may type on their own account
    // (customer-profile.ts): signing the phone's owner in there would seat them in an account
    // someone else holds the password of.
    const existing = await findAccountByProvenPhone(tx, kind, phone);
    if (existing) {
      return existing;
    }
    // The verified phone is the identity; the profile form asks for the rest (a customer's may
    // wait: account-json.ts).
    return insertAccount(tx, kind, {
      phone,
      language: request.language,
      ...(kind === 'user' ? { phoneVerified: true } : {}),
    });
  });
}

const stillHolds = (kind: AccountKind, row: AccountRow | undefined, phone: string) =>
  row?.phone === phone && (kind !== 'user' || (row as UserRow).phoneVerified);

/**
 * Phone sign-in for every kind of account (`POST /api/{kind}/phone/{uid}`, docs/product.md#sign-in):
 * the token `{uid}` of a code sent to the phone signs in the account that phone proves, or opens
 * one for it. Answers the signed-in account's row.
 */
export async function signInWithPhone(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: AccountKind,
  proof: Proof,
): Promise<AccountRow> {
  const { phone } = proof;
  const row = await accountOfPhone(request, kind, proof).catch((error: unknown) => {
    // Two first sign-ins of one phone at once (each with its own code): the later one's account
    // breaks the phone's unique index and rolls back, token included; now it finds the first.
    if (isUniqueViolation(error)) {
      return accountOfPhone(request, kind, proof);
    }
    throw error;
  });
  const token = await startSession(request, reply, kind, row.id);
  // Meanwhile a Google sign-in may have taken the phone off this account (it ends the account's
  // sessions after the change; a session made later is caught here), or a customer's newer proof
  // of the number may have moved it to another account.
  const now = await findAccount(request.server.database.db, kind, 'id', row.id);
  if (!now || !stillHolds(kind, now, phone)) {
    await cancelSession(request, reply, kind, token);
    throw unauthorized();
  }
  return now;
}
