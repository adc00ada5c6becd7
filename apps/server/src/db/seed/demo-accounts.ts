import { servicesOfPartner } from '@greenscape/shared/services';
import { serviceProviders, supplierMaterials, suppliers, users } from '../schema/index';
import { demoCustomers, demoPartners, demoSuppliers } from './demo-people';
import { demoProjects } from './demo-projects';
import type { Tx } from './seed-common';

/** Looks a written row up by the key its demo person has in demo-people.ts. */
function byKey<Row>(people: readonly { key: string }[], rows: Row[]): (key: string) => Row {
  return (key) => {
    const row = rows[people.findIndex((person) => person.key === key)];
    if (!row) {
      throw new Error(`no demo account with the key ${key}`);
    }
    return row;
  };
}

/** Writes the demo customers, partners and suppliers, all with the one demo password. */
export async function insertDemoAccounts(tx: Tx, passwordHash: string) {
  const customers = await tx
    .insert(users)
    // The demo customers' phones count as proven, so the phone reset can be shown with them.
    .values(
      demoCustomers.map(({ key: _key, ...c }) => ({ ...c, passwordHash, phoneVerified: true })),
    )
    .returning();
  const partners = await tx
    .insert(serviceProviders)
    .values(
      demoPartners.map(({ key, ...p }) => ({
        ...p,
        passwordHash,
        services: servicesOfPartner(p.servicesOffered),
        profileCompleted: true,
        // What the complete step would have counted for this partner's completed projects.
        totalProjectsCompleted: demoProjects.filter(
          (project) =>
            project.quotations?.completedAfterDays !== undefined &&
            project.quotations.applied[(project.quotations.selected ?? 0) - 1] === key,
        ).length,
      })),
    )
    .returning();
  for (const { key: _key, materials, ...s } of demoSuppliers) {
    const [supplier] = await tx
      .insert(suppliers)
      .values({ ...s, passwordHash, profileCompleted: true })
      .returning();
    await tx.insert(supplierMaterials).values(
      materials.map(([materialName, rupees], position) => ({
        supplierId: supplier!.id,
        position,
        materialName,
        materialPricePaise: rupees * 100,
      })),
    );
  }
  return { customer: byKey(demoCustomers, customers), partner: byKey(demoPartners, partners) };
}
