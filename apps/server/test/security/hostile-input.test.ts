import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  partnerQuotations,
  payments,
  payouts,
  projects,
  serviceProviders,
  suppliers,
  users,
} from '../../src/db/schema/index';
import { startDevChannels } from '../../src/deploy/stand-ins/dev-channels';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { requestArbitrary, routes, send } from './hostile-arbitraries';
import type { OpenApiDocument } from './schema-arbitrary';
import { actors, buildWorld, type World } from './world';

// Random and malformed params, query strings and bodies sent to every route, many of
// them shaped by the OpenAPI document (so they reach the handlers). None may answer 5xx, and
// callers other than the owner and the team may not change the owner's data. Crafted requests
// (another origin, refused callers, cursors and dates) are hostile-crafted.test.ts's.

async function ownersData(t: TestApp, w: World) {
  const db = t.database.db;
  return {
    users: await db
      .select()
      .from(users)
      .where(inArray(users.id, [w.ids.customerA, w.ids.customerB])),
    projects: await db.select().from(projects).where(eq(projects.clientId, w.ids.customerA)),
    quotations: await db.select().from(partnerQuotations),
    partner: await db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.id, w.ids.partnerInvited)),
    supplier: await db.select().from(suppliers).where(eq(suppliers.id, w.ids.supplier)),
    // The picked project's money, which only its customer and the team may change.
    payments: await db.select().from(payments).where(eq(payments.projectId, w.pickedProjectId)),
    payouts: await db.select().from(payouts).where(eq(payouts.projectId, w.pickedProjectId)),
  };
}

describe('hostile input to every route', () => {
  let t: TestApp;
  let w: World;
  let doc: OpenApiDocument;
  // With WhatsApp and MSG91 configured through their stand-ins, so their webhooks are reached.
  let channels: Awaited<ReturnType<typeof startDevChannels>>;
  beforeAll(async () => {
    channels = await startDevChannels();
    t = await createTestApp({
      ...channels.env,
      OTP_REQUESTS_PER_ADDRESS: '100000',
      SIGNIN_FAILURES_PER_ADDRESS: '100000',
    });
    w = await buildWorld(t);
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  });
  afterAll(async () => {
    await t.close();
    await channels.close();
  });

  const strangers = actors.filter((a) => a !== 'customerA' && a !== 'admin');

  it("never answers 5xx, and strangers change nothing of customer A's, the partner's or the supplier's", async () => {
    // The accounts' own sessions may legitimately change their own rows; strangers may not.
    const before = await ownersData(t, w);
    await fc.assert(
      fc.asyncProperty(
        requestArbitrary(
          w,
          doc,
          strangers.filter((a) => a !== 'partnerInvited' && a !== 'supplier'),
        ),
        async (r) => {
          const res = await send(w, r);
          expect(res.statusCode, `${routes[r.route]![0]} ${JSON.stringify(r)}`).toBeLessThan(500);
        },
      ),
      {
        numRuns: 400 * Number(process.env.FUZZ_SCALE ?? 1),
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
      },
    );
    const after = await ownersData(t, w);
    // Signing in stamps lastSignInAt and the like; everything else must be as it was.
    expect(after.projects).toEqual(before.projects);
    expect(after.quotations).toEqual(before.quotations);
    expect(after.payments).toEqual(before.payments);
    expect(after.payouts).toEqual(before.payouts);
    expect(after.supplier.map((s) => ({ ...s, updatedAt: null }))).toEqual(
      before.supplier.map((s) => ({ ...s, updatedAt: null })),
    );
  });

  it('never answers 5xx to the owner, the partners, the supplier or the team either', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(w, doc, actors), async (r) => {
        const res = await send(w, r);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, `${routes[r.route]![0]} ${JSON.stringify(r)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json<{ message: string }>().message, res.body).toEqual(expect.any(String));
        }
      }),
      {
        numRuns: 600 * Number(process.env.FUZZ_SCALE ?? 1),
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
      },
    );
    // The requests reached the handlers, not just the guards: some were even accepted.
    expect([...statuses.keys()].filter((s) => s < 300).length).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(50);
  });
});
