import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { verify } from 'otplib';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema/index';

export type AdminRow = typeof admins.$inferSelect;

export const adminJson = (row: AdminRow) => ({ _id: row.id, email: row.email, name: row.name });

export async function adminBy(
  db: Database,
  column: 'id' | 'email',
  value: string,
): Promise<AdminRow | undefined> {
  const [admin] = await db.select().from(admins).where(eq(admins[column], value));
  return admin;
}

/** Whether the AuthToken is the admin's current one, claiming its time step so it is used once. */
/**
 * A code of the admin's authenticator: right and new, wrong, or right but of a 30-second step
 * already used (a second sign-in with the same code, which deserves its own answer).
 */
export async function checkTotp(
  db: Database,
  admin: AdminRow,
  token: string,
): Promise<'ok' | 'wrong' | 'used'> {
  // The previous and next 30-second steps are accepted for clock drift; a step is used once.
  const result = await verify({ secret: admin.totpSecret, token, epochTolerance: 30 }).catch(
    () => ({ valid: false as const }),
  );
  // The functional API answers HOTP or TOTP results; only a TOTP result carries its step.
  if (!result.valid || !('timeStep' in result)) {
    return 'wrong';
  }
  if (admin.totpLastStep !== null && result.timeStep <= admin.totpLastStep) {
    return 'used';
  }
  const [claimed] = await db
    .update(admins)
    .set({ totpLastStep: result.timeStep })
    .where(
      and(
        eq(admins.id, admin.id),
        or(isNull(admins.totpLastStep), lt(admins.totpLastStep, result.timeStep)),
      ),
    )
    .returning({ id: admins.id });
  // Another sign-in took this step between the read and the update.
  return claimed ? 'ok' : 'used';
}
