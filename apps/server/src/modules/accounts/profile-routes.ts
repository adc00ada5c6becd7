import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsApi } from '@greenscape/shared/contract/accounts';
import { route } from '../../lib/contract-route';
import { assertOwnId, requireRole } from '../access';
import { partnerJson, supplierJson, userJson, type SupplierRow } from './account-json';
import { findAccount, materialsOf } from './account-store';
import { saveCustomerProfile } from './customer-profile';
import { replaceGallery } from './gallery';
import { replaceMaterials } from './materials';
import { savePartnerProfile, saveSupplierProfile } from './phone-account-profile';

/** PUT /{kind}/{id}: the owner's profile (docs/product.md#accounts); completing it routes partners and suppliers on. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  route(
    app,
    accountsApi.updateCustomerProfile,
    { onRequest: requireRole('user', 'id') },
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

  route(
    app,
    accountsApi.updatePartnerProfile,
    { onRequest: requireRole('service-provider', 'id') },
    async (request) => {
      const caller = assertOwnId(request, request.params.id);
      const details = request.body.updatationDetails;
      if ('publicImages' in details) {
        return partnerJson(await replaceGallery(app, caller.id, details.publicImages));
      }
      const token = request.body.verificationToken;
      return partnerJson(await savePartnerProfile(db, caller.id, details, token));
    },
  );

  route(
    app,
    accountsApi.updateSupplierProfile,
    { onRequest: requireRole('supplier', 'id') },
    async (request) => {
      const caller = assertOwnId(request, request.params.id);
      const details = request.body.updatationDetails;
      if ('materialInfo' in details) {
        await replaceMaterials(db, caller.id, details.materialInfo);
        const row = (await findAccount(db, 'supplier', 'id', caller.id)) as SupplierRow;
        return supplierJson(row, await materialsOf(db, caller.id));
      }
      const token = request.body.verificationToken;
      const row = await saveSupplierProfile(db, caller.id, details, token);
      return supplierJson(row, await materialsOf(db, caller.id));
    },
  );
};
