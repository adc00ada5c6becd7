import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paiseToRupees } from '@greenscape/shared/money';
import {
  adminCountsSchema,
  directoryEntrySchema,
  pageQuerySchema,
  partnerEntrySchema,
  priceItemSchema,
} from '@greenscape/shared/schemas/admin';
import type { PartnerServiceKey } from '@greenscape/shared/services';
import {
  serviceProviders,
  supplierMaterials,
  suppliers,
  supportMessages,
  users,
} from '../../db/schema/index';
import { before, decodeCursor, pageOf } from '../../lib/keyset';
import { adminId, adminRefusals, guardAdminTree } from './admin-scope';
import { escapeLike } from '../../lib/sql-like';

type Searchable = typeof users | typeof serviceProviders | typeof suppliers;

/** Name, e-mail, phone or city containing the text. */
function matches(table: Searchable, q: string | undefined): SQL | undefined {
  if (!q) {
    return undefined;
  }
  const like = `%${escapeLike(q)}%`;
  return or(
    ilike(table.name, like),
    ilike(table.email, like),
    ilike(table.phone, like),
    ilike(table.city, like),
  );
}

export const adminDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  guardAdminTree(app);

  app.get(
    '/admin/counts/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The numbers on the tiles: partners, suppliers, customers and open support messages',
        params: z.object({ adminId }),
        response: { 200: adminCountsSchema, ...adminRefusals },
      },
    },
    async () => {
      const [[p], [s], [c], [o]] = await Promise.all([
        db.select({ n: count() }).from(serviceProviders),
        db.select({ n: count() }).from(suppliers),
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(supportMessages).where(isNull(supportMessages.handledAt)),
      ]);
      return { partners: p!.n, suppliers: s!.n, customers: c!.n, openSupport: o!.n };
    },
  );

  app.get(
    '/admin/partners/:adminId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Service partners, newest first, searchable (q), a page at a time',
        params: z.object({ adminId }),
        querystring: pageQuerySchema,
        response: { 200: z.array(partnerEntrySchema), ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { q, cursor, limit } = request.query;
      const rows = await db
        .select()
        .from(serviceProviders)
        .where(
          and(
            matches(serviceProviders, q),
            before(serviceProviders.createdAt, serviceProviders.id, decodeCursor(cursor)),
          ),
        )
        .orderBy(desc(serviceProviders.createdAt), desc(serviceProviders.id))
        .limit(limit + 1);
      const page = pageOf(rows, limit);
      if (page.next) {
        reply.header('x-next-cursor', page.next);
      }
      return page.items.map((p) => ({
        _id: p.id,
        name: p.name,
        email: p.email,
        phone: p.phone,
        city: p.city,
        servicesOffered: p.servicesOffered as PartnerServiceKey[],
        totalProjectsCompleted: p.totalProjectsCompleted,
      }));
    },
  );

  for (const [path, table, label] of [
    ['suppliers', suppliers, 'Suppliers'],
    ['customers', users, 'Customers'],
  ] as const) {
    app.get(
      `/admin/${path}/:adminId`,
      {
        schema: {
          tags: ['admin'],
          summary: `${label}, newest first, searchable (q), a page at a time`,
          params: z.object({ adminId }),
          querystring: pageQuerySchema,
          response: { 200: z.array(directoryEntrySchema), ...adminRefusals },
        },
      },
      async (request, reply) => {
        const { q, cursor, limit } = request.query;
        const t = table as typeof users;
        const rows = await db
          .select()
          .from(t)
          .where(and(matches(t, q), before(t.createdAt, t.id, decodeCursor(cursor))))
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(limit + 1);
        const page = pageOf(rows, limit);
        if (page.next) {
          reply.header('x-next-cursor', page.next);
        }
        return page.items.map((r) => ({
          _id: r.id,
          name: r.name,
          email: r.email,
          phone: r.phone,
          city: r.city,
        }));
      },
    );
  }

  app.get(
    '/admin/getprices/:adminId',
    {
      config: { readCache: true },
      schema: {
        tags: ['admin'],
        summary:
          "Suppliers' prices for materials whose name contains the text (Suppliers and Pricing)",
        params: z.object({ adminId }),
        querystring: z.object({ item: z.string().trim().max(100).default('') }),
        response: { 200: z.array(priceItemSchema), ...adminRefusals },
      },
    },
    async (request) => {
      const item = request.query.item;
      if (!item) {
        return [];
      }
      const rows = await db
        .select({
          materialName: supplierMaterials.materialName,
          price: supplierMaterials.materialPricePaise,
          name: suppliers.name,
          phone: suppliers.phone,
        })
        .from(supplierMaterials)
        .innerJoin(suppliers, eq(suppliers.id, supplierMaterials.supplierId))
        .where(ilike(supplierMaterials.materialName, `%${escapeLike(item)}%`))
        .orderBy(asc(supplierMaterials.materialPricePaise))
        .limit(50);
      return rows.map((r) => ({ ...r, price: paiseToRupees(r.price) }));
    },
  );
};
