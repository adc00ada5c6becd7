import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directoryApi } from '@greenscape/shared/contract/directory';
import { suppliers, users } from '../../db/schema/index';
import { route } from '../../lib/contract-route';
import { guardAdminTree } from '../access';
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

  route(app, directoryApi.counts, {}, async () => adminCounts(db));

  route(app, directoryApi.partners, {}, async (request, reply) =>
    itemsOf(reply, await partnerDirectory(db, request.query)),
  );

  for (const [endpoint, table] of [
    [directoryApi.suppliers, suppliers],
    [directoryApi.customers, users],
  ] as const) {
    route(app, endpoint, {}, async (request, reply) =>
      itemsOf(reply, await accountDirectory(db, table, request.query)),
    );
  }

  route(app, directoryApi.prices, {}, async (request) => supplierPrices(db, request.query.item));
};
