import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../src/modules/access/guards';
import { partnerQuotations, projects, serviceProviders } from '../../src/db/schema/index';
import { completeProject } from '../../src/modules/projects/steps/complete-project';
import { costQuotation } from '../../src/modules/quotations/steps/cost-quotation';
import { createTemplate } from '../../src/modules/quotations/steps/create-template';
import { pickDesign } from '../../src/modules/projects/steps/pick-design';
import { releaseQuotations as release } from '../../src/modules/quotations/steps/release-quotations';
import { sendDesigns as send } from '../../src/modules/projects/steps/send-designs';
import { shareQuotation } from '../../src/modules/quotations/steps/share-quotation';
import { submitQuotation } from '../../src/modules/quotations/steps/submit-quotation';
import { processImage } from '../../src/modules/uploads/process-image';
import { storeUpload } from '../../src/modules/uploads/store-upload';
import { adminQuotations } from '../../src/modules/quotations/admin-quotations';
import { templateOf } from '../../src/modules/quotations/templates';
import { pngImage } from './images';
import { anAdmin, as, settled } from './step-as';

export { anAdmin, as } from './step-as';
export * from './payment-fixtures';

// The admin's and partners' steps for tests of the customer's side: the same step modules the
// routes run (apps/server/src/modules/projects/steps), acting as the first admin and as fixture
// partners, so a project only ever reaches a state the workflow allows.

/** Uploads `count` designs as the admin and sends them: the project moves to In Progress. */
export async function sendDesigns(
  app: FastifyInstance,
  projectId: string,
  count = 1,
): Promise<string[]> {
  const admin = await anAdmin(app);
  const designs: string[] = [];
  for (let i = 0; i < count; i++) {
    const image = await processImage(await pngImage(64, 48, `#3B72${10 + i}`));
    designs.push((await storeUpload(app, admin, 'design', image)).id);
  }
  await send(as(app, admin), { projectId, designs });
  return settled(app, designs);
}

let partnerCounter = 0;

/**
 * After the designs: the customer picks design 1, the team writes a one-line template and shares
 * it with `count` new partners, each submits (₹25, ₹30, ₹35 a sq ft for 100 sq ft), the team costs
 * each (₹500 of supplies) and, unless `visible` is false, releases them to the customer.
 */
export async function releaseQuotations(
  app: FastifyInstance,
  projectId: string,
  options: { visible?: boolean; count?: number } = {},
): Promise<{ quotationIds: string[]; partnerIds: string[] }> {
  const { db } = app.database;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  const admin = await anAdmin(app);
  await pickDesign(as(app, { role: 'user', id: project!.clientId }), { projectId, num: 1 });
  await createTemplate(as(app, admin), {
    projectId,
    info: [
      { serviceDesc: 'Lawn laying (per sq ft)', quantity: 100, lowerRange: 20, upperRange: 40 },
    ],
  });
  const partnerIds: string[] = [];
  for (let num = 1; num <= (options.count ?? 3); num++) {
    partnerCounter += 1;
    const [partner] = await db
      .insert(serviceProviders)
      .values({
        name: `Partner ${num}`,
        email: `partner${partnerCounter}@fixture.example`,
        phone: `+9188${String(partnerCounter).padStart(8, '0')}`,
        services: [project!.service],
        profileCompleted: true,
      })
      .returning();
    partnerIds.push(partner!.id);
  }
  await shareQuotation(as(app, admin), { projectId, partnerIds });
  const template = await templateOf(db, projectId);
  for (const [i, partnerId] of partnerIds.entries()) {
    const [partner] = await db
      .select()
      .from(serviceProviders)
      .where(eq(serviceProviders.id, partnerId));
    await submitQuotation(as(app, { role: 'service-provider', id: partnerId }), {
      projectId,
      submission: {
        name: partner!.name!,
        phone: partner!.phone!,
        email: partner!.email ?? undefined,
        info: template!.info.map((line) => ({ _id: line._id, spCosting: 25 + 5 * i })),
      },
    });
  }
  const quotationIds = await costAll(app, projectId);
  if (options.visible ?? true) {
    await releaseToCustomer(app, projectId);
  }
  return settled(app, { quotationIds, partnerIds });
}

/** The team costs every quotation of the project (₹500 of supplies a line), in number order. */
export async function costAll(app: FastifyInstance, projectId: string): Promise<string[]> {
  const { db } = app.database;
  const admin = await anAdmin(app);
  const submitted = await db
    .select({ id: partnerQuotations.id, num: partnerQuotations.num })
    .from(partnerQuotations)
    .where(eq(partnerQuotations.projectId, projectId));
  submitted.sort((a, b) => a.num - b.num);
  const quotationIds: string[] = [];
  for (const { id } of submitted) {
    const quotation = (await adminQuotations(db, [id])).get(id)!;
    await costQuotation(as(app, admin), {
      quotationId: id,
      body: {
        info: quotation.info.map((line) => ({
          _id: line._id,
          supplierCosting: 500,
          supplierDetails: 'Fixture Supplies',
        })),
      },
    });
    quotationIds.push(id);
  }
  return settled(app, quotationIds);
}

/** Proceed: the team releases the costed quotations to the customer. */
export async function releaseToCustomer(app: FastifyInstance, projectId: string): Promise<void> {
  await release(as(app, await anAdmin(app)), { projectId });
  await settled(app, undefined);
}

/**
 * The team marks the project complete (after the customer's pick). Without the job done and paid,
 * it completes with an override, as the team can; payments tests reach the real way.
 */
export async function completeAsTeam(
  app: FastifyInstance,
  projectId: string,
  options: { override?: boolean } = { override: true },
): Promise<void> {
  await completeProject(as(app, await anAdmin(app)), {
    projectId,
    override: options.override
      ? { reason: 'Test fixture: the job is settled elsewhere' }
      : undefined,
  });
  await settled(app, undefined);
}

/** A signed-in session of an account: the cookies a request of that role carries. */
export async function sessionOf(
  app: FastifyInstance,
  caller: Caller,
): Promise<Record<string, string>> {
  const { createSession } = await import('../../src/modules/sessions/session-store');
  const { sessionCookieName } = await import('../../src/modules/sessions/session-cookies');
  const { token } = await createSession(app.database.db, {
    role: caller.role,
    accountId: caller.id,
    purpose: 'signin',
  });
  return { [sessionCookieName(caller.role, 'signin', false)]: token };
}

/** A work photo uploaded by `owner` (for proofs, reports and change requests). */
export async function workPhoto(app: FastifyInstance, owner: Caller, colour = '#2E7D32') {
  const image = await processImage(await pngImage(64, 48, colour));
  return (await storeUpload(app, owner, 'work-photo', image)).id;
}

export type PickedProject = {
  projectId: string;
  customer: Caller & { cookies: Record<string, string> };
  partner: Caller & { cookies: Record<string, string> };
  admin: Caller & { cookies: Record<string, string> };
  /** Another partner who quoted but was not picked. */
  otherPartner: Caller & { cookies: Record<string, string> };
};

let pickedCounter = 0;

/**
 * A project past the pick, reached by the real steps: a customer's request, designs,
 * two quotations costed and released, quotation 1 picked by the customer. With `finalCosting`,
 * the picked quotation's final cost is set to it (rupees) before the pick, to test the amounts.
 * `site` is the site as the step takes it (the state a name), else the profile's, which is empty.
 */
export async function pickedProject(
  app: FastifyInstance,
  options: { finalCosting?: number; site?: Record<string, string> } = {},
): Promise<PickedProject> {
  const { db } = app.database;
  const { users } = await import('../../src/db/schema/index');
  const { createProject } = await import('../../src/modules/projects/steps/create-project');
  const { pickQuotation } = await import('../../src/modules/projects/steps/pick-quotation');
  pickedCounter += 1;
  const [user] = await db
    .insert(users)
    .values({
      name: `Customer ${pickedCounter}`,
      email: `picked${pickedCounter}-${Date.now()}@fixture.example`,
      phone: `+9177${String(pickedCounter).padStart(8, '0')}`,
    })
    .returning({ id: users.id });
  const customer: Caller = { role: 'user', id: user!.id };
  const project = await createProject(as(app, customer), {
    service: 'landscaping',
    budget: '2-3L',
    desc: 'Back garden',
    site: options.site,
  } as Parameters<typeof createProject>[1]);
  const projectId = project.id;
  await sendDesigns(app, projectId);
  const { partnerIds, quotationIds } = await releaseQuotations(app, projectId, { count: 2 });
  if (options.finalCosting !== undefined) {
    await db
      .update(partnerQuotations)
      .set({ finalCostingPaise: Math.round(options.finalCosting * 100) })
      .where(eq(partnerQuotations.id, quotationIds[0]!));
  }
  await settled(app, await pickQuotation(as(app, customer), { projectId, num: 1 }));
  const admin = await anAdmin(app);
  const withCookies = async (c: Caller) => ({ ...c, cookies: await sessionOf(app, c) });
  return {
    projectId,
    customer: await withCookies(customer),
    partner: await withCookies({ role: 'service-provider', id: partnerIds[0]! }),
    otherPartner: await withCookies({ role: 'service-provider', id: partnerIds[1]! }),
    admin: await withCookies(admin),
  };
}

/**
 * The team proposes a time, the customer confirms it and the partner reports the visit. A visit is
 * reported only from its confirmed time on, so the story is told as it happened: the time, an
 * hour ago, was proposed and confirmed two days before it (the steps' own `now`, no column
 * written), and the partner reports it now.
 */
export async function visitReported(app: FastifyInstance, p: PickedProject): Promise<void> {
  const { proposeVisit } = await import('../../src/modules/execution/steps/propose-visit');
  const { confirmVisit } = await import('../../src/modules/execution/steps/confirm-visit');
  const { reportVisit } = await import('../../src/modules/execution/steps/report-visit');
  const slot = new Date(Date.now() - 3600_000);
  const then = new Date(slot.getTime() - 2 * 24 * 3600_000);
  await proposeVisit(as(app, p.admin), { projectId: p.projectId, slots: [slot], now: then });
  await confirmVisit(as(app, p.customer), { projectId: p.projectId, slot, now: then });
  await reportVisit(as(app, p.partner), {
    projectId: p.projectId,
    notes: 'Measured the lawn',
    photos: [],
  });
  await settled(app, undefined);
}
