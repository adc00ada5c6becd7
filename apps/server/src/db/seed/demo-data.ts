import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { projects, ratings, serviceProviders, suppliers, users } from '../schema/index';
import type { Storage } from '../../storage/storage';
import { hashPassword } from '../../lib/password';
import { insertDemoAccounts } from './demo-accounts';
import { demoPassword } from './demo-people';
import { demoProjects } from './demo-projects';
import { insertQuotedProject } from './quoted-project';
import { hoursAgo } from './seed-common';
import { storeSeedImage, type SeedImagePurpose } from './seed-image';

/** True when nobody has signed up yet: the demo set is only ever added to an empty database. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(users);
  const [p] = await db.select({ n: count() }).from(serviceProviders);
  const [s] = await db.select({ n: count() }).from(suppliers);
  return u!.n + p!.n + s!.n === 0;
}

/**
 * A small demo data set with projects in every state of the workflow (README.md#demo-data): a new
 * project, designs waiting for a pick, quotations being collected, quotations released to the
 * customer, and a completed, rated project.
 */
export async function seedDemoData(db: Database, storage: Storage, adminId: string): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const { customer, partner } = await insertDemoAccounts(tx, passwordHash);
    // Customers own their photos; designs belong to the admin who sent them. One at a time, so
    // the uploads are written in the order the project lists them.
    const images = async (names: string[], clientId: string, purpose: SeedImagePurpose) => {
      const owner =
        purpose === 'design'
          ? { role: 'admin' as const, id: adminId }
          : { role: 'user' as const, id: clientId };
      const ids: string[] = [];
      for (const name of names) {
        ids.push(await storeSeedImage(tx, storage, name, owner, purpose));
      }
      return ids;
    };
    for (const { quotations, rating, ...p } of demoProjects) {
      const clientId = customer(p.client).id;
      const project = {
        clientId,
        service: p.service,
        area: p.area,
        budget: p.budget,
        desc: p.desc,
        photos: await images(p.photos, clientId, 'project-photo'),
        designs: await images(p.designs, clientId, 'design'),
        createdAt: hoursAgo(p.ageHours),
      };
      if (!quotations) {
        await tx.insert(projects).values({ ...project, status: p.status });
        continue;
      }
      const applied = quotations.applied.map(partner);
      const projectId = await insertQuotedProject(tx, adminId, {
        ...project,
        ...quotations,
        invited: quotations.invited.map(partner),
        applied,
      });
      const selected = quotations.selected ? applied[quotations.selected - 1] : undefined;
      if (rating && selected) {
        await tx
          .insert(ratings)
          .values({ projectId, partnerId: selected.id, userId: clientId, ...rating });
      }
    }
  });
}
