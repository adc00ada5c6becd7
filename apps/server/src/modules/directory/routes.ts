import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApi } from '@greenscape/shared/contract/admin';
import { suppliers, users } from '../../db/schema/index';
import { route } from '../../lib/contract-route';
import { guardAdminTree } from './admin-scope';
import {
  accountDirectory,
  adminCounts,
  partnerDirectory,
  supplierPrices,
  type Page,
} from './directory';

/** A page's items; the cursor of the next page goes in x-next-cursor (docs/product.md#pagination). */
function itemsOf<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.next) {
    reply.header('x-next-cursor', page.next);
  }
  return page.items;
}

export const adminDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  guardAdminTree(app);

  route(app, adminApi.counts, {}, async () => adminCounts(db));

  route(app, adminApi.partners, {}, async (request, reply) =>
    itemsOf(reply, await partnerDirectory(db, request.query)),
  );

  for (const [endpoint, table] of [
    [adminApi.suppliers, suppliers],
    [adminApi.customers, users],
  ] as const) {
    route(app, endpoint, {}, async (request, reply) =>
      itemsOf(reply, await accountDirectory(db, table, request.query)),
    );
  }

  route(app, adminApi.prices, {}, async (request) => supplierPrices(db, request.query.item));
};
