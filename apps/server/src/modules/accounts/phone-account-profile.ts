import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  partnerUpdateBodySchema,
  supplierUpdateBodySchema,
} from '@greenscape/shared/schemas/workspaces';
import { servicesOfPartner } from '@greenscape/shared/services';
import type { Database } from '../../db/client';
import { serviceProviders, suppliers } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { consumeVerification } from '../otp';
import type { PartnerRow, SupplierRow } from './account-json';
import { phoneConflictsAsMessage } from './phone-conflicts';

type PartnerDetails = Exclude<
  z.infer<typeof partnerUpdateBodySchema>['updatationDetails'],
  { publicImages: unknown }
>;
type SupplierDetails = Exclude<
  z.infer<typeof supplierUpdateBodySchema>['updatationDetails'],
  { materialInfo: unknown }
>;

/**
 * Partners and suppliers sign in with their phone: changing it takes the verification token of a
 * code sent to the new number, used up in the same transaction as the change, so nobody moves an
 * account to a number they do not hold (and loses it, or takes SMS meant for someone else).
 */
async function checkNewPhone(
  tx: Database,
  table: typeof serviceProviders | typeof suppliers,
  id: string,
  phone: string,
  token: string | undefined,
): Promise<void> {
  const [current] = await tx.select({ phone: table.phone }).from(table).where(eq(table.id, id));
  if (!current || current.phone === phone) {
    return;
  }
  if (!token) {
    throw badRequest('verifyNewPhone');
  }
  await consumeVerification(tx, { token, phone, purpose: 'signup' });
}

/** Saves a partner's or supplier's profile: the phone check and the update in one transaction. */
async function savePhoneAccount<Row>(
  db: Database,
  table: typeof serviceProviders | typeof suppliers,
  id: string,
  change: { phone: string; token: string | undefined },
  update: (tx: Database) => Promise<Row[]>,
): Promise<Row> {
  const [row] = await phoneConflictsAsMessage(() =>
    db.transaction(async (tx) => {
      await checkNewPhone(tx, table, id, change.phone, change.token);
      return update(tx);
    }),
  );
  if (!row) {
    throw notFound();
  }
  return row;
}

/** A partner's own profile and services; saving it completes the profile. */
export async function savePartnerProfile(
  db: Database,
  id: string,
  details: PartnerDetails,
  token: string | undefined,
): Promise<PartnerRow> {
  return savePhoneAccount(db, serviceProviders, id, { phone: details.phone, token }, (tx) =>
    tx
      .update(serviceProviders)
      .set({
        ...details,
        services: servicesOfPartner(details.servicesOffered),
        profileCompleted: true,
        updatedAt: new Date(),
      })
      .where(eq(serviceProviders.id, id))
      .returning(),
  );
}

/** A supplier's own profile; saving it completes the profile. */
export async function saveSupplierProfile(
  db: Database,
  id: string,
  details: SupplierDetails,
  token: string | undefined,
): Promise<SupplierRow> {
  return savePhoneAccount(db, suppliers, id, { phone: details.phone, token }, (tx) =>
    tx
      .update(suppliers)
      .set({ ...details, profileCompleted: true, updatedAt: new Date() })
      .where(eq(suppliers.id, id))
      .returning(),
  );
}
