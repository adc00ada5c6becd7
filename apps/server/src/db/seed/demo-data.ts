import { count, eq } from 'drizzle-orm';
import { siteOfProfile } from '@greenscape/shared/schemas/project-site';
import type { Database } from '../client';
import { projects, ratings, serviceProviders, suppliers, users } from '../schema/index';
import type { Storage } from '../../storage/storage';
import { hashPassword } from '../../lib/password';
import { siteColumns } from '../site-columns';
import { insertDemoAccounts } from './demo-accounts';
import { galleryOf } from './demo-galleries';
import { demoPartners, demoPassword } from './demo-people';
import { demoProjects } from './demo-projects';
import { plansOf } from './plans/demo-plans';
import { templateFor } from './quotation-lines';
import { insertQuotedProject } from './quoted-project';
import { hoursAgo, refAt } from './seed-common';
import { storeSeedImages, type SeedImageOwner, type SeedImagePurpose } from './seed-image';

/** True when nobody has signed up yet: the demo set is only ever added to an empty database. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(users);
  const [p] = await db.select({ n: count() }).from(serviceProviders);
  const [s] = await db.select({ n: count() }).from(suppliers);
  return u!.n + p!.n + s!.n === 0;
}

const days = (n: number) => n * 24 * 3600_000;

// The demo customers' profiles carry no state; their cities' are these.
const stateOfCity: Record<string, string> = {
  Bengaluru: 'Karnataka',
  Pune: 'Maharashtra',
  Chennai: 'Tamil Nadu',
  Hyderabad: 'Telangana',
};

/** A demo project's site: its customer's address, as a new project takes it (siteOfProfile). */
function siteOfDemo(c: { address: string | null; city: string | null; postalCode: string | null }) {
  return siteColumns(siteOfProfile({ ...c, state: c.city ? stateOfCity[c.city] : null }));
}
/**
 * The demo data set (README.md#demo-data): projects in every state of the workflow (a new project,
 * designs waiting for a pick, quotations being collected, quotations released to the customer)
 * and ten completed, reviewed projects; the team's designs are drawn garden plans and every
 * partner has a gallery.
 */
export async function seedDemoData(db: Database, storage: Storage, adminId: string): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const { customer, partner } = await insertDemoAccounts(tx, passwordHash);
    const images = (names: string[], owner: SeedImageOwner, purpose: SeedImagePurpose) =>
      storeSeedImages(tx, storage, names, owner, purpose);
    const admin = { role: 'admin' as const, id: adminId };
    for (const p of demoProjects) {
      const clientId = customer(p.client).id;
      const createdAt = hoursAgo(p.ageHours);
      const site = siteOfDemo(customer(p.client));
      const project = {
        clientId,
        ...site,
        service: p.service,
        area: p.area,
        budget: p.budget,
        desc: p.desc,
        // Customers own their photos; designs belong to the admin who sent them.
        photos: await images(p.photos, { role: 'user', id: clientId }, 'project-photo'),
        designs: await images(
          plansOf(p).map((plan) => `plans/${plan.name}`),
          admin,
          'design',
        ),
        createdAt,
      };
      const q = p.quotations;
      if (!q) {
        await tx.insert(projects).values({
          ...project,
          ref: refAt(createdAt),
          status: p.designs > 0 ? 'In Progress' : 'New',
        });
        continue;
      }
      const applied = q.applied.map(partner);
      const completedAt =
        q.completedAfterDays === undefined
          ? undefined
          : new Date(createdAt.getTime() + days(q.completedAfterDays));
      const projectId = await insertQuotedProject(tx, adminId, {
        ...project,
        ...q,
        site,
        template: templateFor(p.service, p.sqFt, p.extras),
        invited: q.invited.map(partner),
        applied,
        completedAt,
      });
      const selected = q.selected ? applied[q.selected - 1] : undefined;
      if (p.rating && selected && completedAt) {
        // The customer reviews the work a few days after the team marks it complete.
        await tx.insert(ratings).values({
          projectId,
          partnerId: selected.id,
          userId: clientId,
          ...p.rating,
          createdAt: new Date(completedAt.getTime() + days(3)),
        });
      }
    }
    for (const { key } of demoPartners) {
      const { id } = partner(key);
      const gallery = await images(galleryOf(key), { role: 'service-provider', id }, 'gallery');
      await tx
        .update(serviceProviders)
        .set({ publicImages: gallery })
        .where(eq(serviceProviders.id, id));
    }
  });
}
