import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OtpPurpose } from '@greenscape/shared/schemas/auth';
import type { Language } from '@greenscape/shared/language';
import type { Database } from '../../db/client';
import { otpCodes, phoneVerifications } from '../../db/schema/index';
import { AppError, badRequest } from '../../lib/errors';
import { claimHits, refundHit } from '../../lib/rate-limit';
import { filledIn } from '../../lib/texts';
import { hashToken, randomToken } from '../../lib/tokens';

// Phone one-time codes (docs/product.md#sign-in): 6 digits, hashed, 5-minute life, 5 wrong tries,
// at most
// 3 per phone in 10 minutes. A verified code gives a single-use verification token (10 minutes).
export const otpLimits = {
  lifeMs: 5 * 60_000,
  maxAttempts: 5,
  perPhone: 3,
  perPhoneWindowMs: 10 * 60_000,
  // With OTP_REQUESTS_PER_ADDRESS, stops one client from pumping SMS to many numbers.
  perAddressWindowMs: 10 * 60_000,
  verificationMs: 10 * 60_000,
};

// Keyed with the server's SESSION_SECRET as well as a per-code salt: a six-digit code is found
// from a plain salted hash in a million tries, so a leaked database or backup alone must not
// be enough to read live codes.
function hashCode(secret: string, code: string, salt: string): string {
  return createHmac('sha256', secret).update(`${salt}:${code}`).digest('hex');
}

function codeMatches(secret: string, code: string, stored: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) {
    return false;
  }
  const actual = Buffer.from(hashCode(secret, code, salt), 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

export async function requestOtp(
  app: FastifyInstance,
  input: { phone: string; purpose: OtpPurpose; ip: string; language: Language },
): Promise<void> {
  const { db } = app.database;
  const addressKey = `otp:ip:${input.ip}`;
  // The address's place is taken before the code is made, so requests sent at once cannot all
  // pass a check made before any of them was counted; a refused request counts nothing.
  const claimedAt = await claimHits(db, [
    {
      key: addressKey,
      windowMs: otpLimits.perAddressWindowMs,
      limit: app.config.limits.otpPerAddress,
    },
  ]);
  if (claimedAt === null) {
    throw new AppError(429, 'tooManyRequests');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  await db
    .transaction(async (tx) => {
      // One request per phone at a time, so two at once cannot both slip under the limit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${input.phone}))`);
      const since = new Date(Date.now() - otpLimits.perPhoneWindowMs);
      const [recent] = await tx
        .select({ n: count() })
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, input.phone), gt(otpCodes.createdAt, since)));
      if ((recent?.n ?? 0) >= otpLimits.perPhone) {
        throw new AppError(429, 'tooManyRequests');
      }
      await tx.insert(otpCodes).values({
        phone: input.phone,
        purpose: input.purpose,
        codeHash: `${salt}:${hashCode(app.config.sessionSecret, code, salt)}`,
        expiresAt: new Date(Date.now() + otpLimits.lifeMs),
      });
    })
    .catch(async (error: unknown) => {
      // No code was made (the phone's own limit, or a fault): the address gets its place back.
      await refundHit(db, addressKey, claimedAt);
      throw error;
    });
  await app.sendMessage({
    channel: 'sms',
    to: input.phone,
    text: filledIn(input.language, 'otpSms', { code }),
    // Its DLT template, the code its one variable (docs/messaging.md).
    template: { event: 'otpSms', language: input.language, params: [code] },
  });
}

export async function verifyOtp(
  db: Database,
  secret: string,
  input: { phone: string; code: string },
): Promise<string> {
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, input.phone), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!latest) {
    throw badRequest('invalidOtp');
  }
  if (latest.expiresAt.getTime() <= Date.now()) {
    throw badRequest('otpExpired');
  }
  // Every attempt is counted before the comparison, atomically, so parallel guesses share the
  // same budget of tries.
  const [counted] = await db
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.failedAttempts, otpLimits.maxAttempts),
      ),
    )
    .returning({ attempts: otpCodes.failedAttempts });
  if (!counted) {
    throw new AppError(429, 'otpTooManyTries');
  }
  if (!codeMatches(secret, input.code, latest.codeHash)) {
    throw counted.attempts >= otpLimits.maxAttempts
      ? new AppError(429, 'otpTooManyTries')
      : badRequest('invalidOtp');
  }
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) {
    throw badRequest('invalidOtp');
  }
  const token = randomToken();
  await db.insert(phoneVerifications).values({
    tokenHash: hashToken(token),
    phone: input.phone,
    purpose: latest.purpose,
    expiresAt: new Date(Date.now() + otpLimits.verificationMs),
  });
  return token;
}

/**
 * Uses up a verification token for one phone and purpose (or any of several). Call it inside the
 * transaction that acts on it, so a refusal later in that transaction gives the token back.
 */
export async function consumeVerification(
  db: Database,
  input: { token: string; phone: string; purpose: OtpPurpose | readonly OtpPurpose[] },
): Promise<void> {
  const purposes = typeof input.purpose === 'string' ? [input.purpose] : [...input.purpose];
  const [used] = await db
    .update(phoneVerifications)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(phoneVerifications.tokenHash, hashToken(input.token)),
        eq(phoneVerifications.phone, input.phone),
        inArray(phoneVerifications.purpose, purposes),
        isNull(phoneVerifications.usedAt),
        gt(phoneVerifications.expiresAt, new Date()),
      ),
    )
    .returning({ phone: phoneVerifications.phone });
  if (!used) {
    throw badRequest('verificationExpired');
  }
}
