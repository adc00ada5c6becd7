import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@greenscape/shared/schemas/common';
import { partnerSchema, supplierSchema, userSchema } from '@greenscape/shared/schemas/auth';
import { userProfileBodySchema } from '@greenscape/shared/schemas/profile';
import {
  partnerUpdateBodySchema,
  supplierUpdateBodySchema,
} from '@greenscape/shared/schemas/workspaces';
import { servicesOfPartner } from '@greenscape/shared/services';
import { serviceProviders, suppliers } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { consumeVerification } from '../otp/otp-service';
import { assertOwnId, requireRole } from '../auth/guards';
import { partnerJson, supplierJson, userJson } from './account-json';
import { materialsOf } from './account-store';
import { replaceGallery } from './gallery';
import { replaceMaterials } from './materials';
import { phoneConflictsAsMessage } from './phone-conflicts';
import { saveCustomerProfile } from './customer-profile';

const idParams = z.object({ id: z.uuid() });
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

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

/** PUT /{kind}/{id}: the owner's profile (SPEC §7); completing it routes partners and suppliers on. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.put(
    '/user/:id',
    {
      onRequest: requireRole('user', 'id'),
      schema: {
        tags: ['customer'],
        summary:
          "Updates the customer's own profile; a verificationToken for the phone marks it verified",
        params: idParams,
        body: userProfileBodySchema,
        response: { 200: userSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = assertOwnId(request, request.params.id);
      const row = await saveCustomerProfile(
        db,
        caller.id,
        request.body.updatationDetails,
        request.body.verificationToken,
      );
      return userJson(row);
    },
  );

  app.put(
    '/service-provider/:id',
    {
      onRequest: requireRole('service-provider', 'id'),
      schema: {
        tags: ['service-provider'],
        summary: "Updates the partner's own profile and services, or its gallery (publicImages)",
        params: idParams,
        body: partnerUpdateBodySchema,
        response: { 200: partnerSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = assertOwnId(request, request.params.id);
      const details = request.body.updatationDetails;
      if ('publicImages' in details) {
        return partnerJson(await replaceGallery(app, caller.id, details.publicImages));
      }
      const change = { phone: details.phone, token: request.body.verificationToken };
      const row = await savePhoneAccount(db, serviceProviders, caller.id, change, (tx) =>
        tx
          .update(serviceProviders)
          .set({
            ...details,
            services: servicesOfPartner(details.servicesOffered),
            profileCompleted: true,
            updatedAt: new Date(),
          })
          .where(eq(serviceProviders.id, caller.id))
          .returning(),
      );
      return partnerJson(row);
    },
  );

  app.put(
    '/supplier/:id',
    {
      onRequest: requireRole('supplier', 'id'),
      schema: {
        tags: ['supplier'],
        summary: "Updates the supplier's own profile, or replaces its materials (materialInfo)",
        params: idParams,
        body: supplierUpdateBodySchema,
        response: { 200: supplierSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = assertOwnId(request, request.params.id);
      const details = request.body.updatationDetails;
      if ('materialInfo' in details) {
        await replaceMaterials(db, caller.id, details.materialInfo);
        const [row] = await db.select().from(suppliers).where(eq(suppliers.id, caller.id));
        return supplierJson(row!, await materialsOf(db, caller.id));
      }
      const change = { phone: details.phone, token: request.body.verificationToken };
      const row = await savePhoneAccount(db, suppliers, caller.id, change, (tx) =>
        tx
          .update(suppliers)
          .set({ ...details, profileCompleted: true, updatedAt: new Date() })
          .where(eq(suppliers.id, caller.id))
          .returning(),
      );
      return supplierJson(row, await materialsOf(db, caller.id));
    },
  );
};
