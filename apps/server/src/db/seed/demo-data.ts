import { count } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { servicesOfPartner } from '@greenscape/shared/services';
import type { Database } from '../client';
import {
  partnerQuotationLines,
  partnerQuotations,
  projects,
  quotationInvitations,
  quotationTemplateLines,
  quotationTemplates,
  ratings,
  serviceProviders,
  supplierMaterials,
  suppliers,
  uploads,
  users,
} from '../schema/index';
import type { Storage } from '../../storage/storage';
import { hashPassword } from '../../lib/password';
import { seedImagesDir } from '../../lib/paths';
import { demoCustomers, demoPartners, demoPassword, demoSuppliers } from './demo-people';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

/** True when nobody has signed up yet: the demo set is only ever added to an empty database. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(users);
  const [p] = await db.select({ n: count() }).from(serviceProviders);
  const [s] = await db.select({ n: count() }).from(suppliers);
  return u!.n + p!.n + s!.n === 0;
}

/**
 * A small demo data set with projects in every state of the workflow (DECISIONS §9): a new
 * project, designs waiting for a pick, quotations being collected, quotations released to the
 * customer, and a completed, rated project.
 */
export async function seedDemoData(db: Database, storage: Storage, adminId: string): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
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
        demoPartners.map(({ key: _key, ...p }, i) => ({
          ...p,
          passwordHash,
          services: servicesOfPartner(p.servicesOffered),
          profileCompleted: true,
          totalProjectsCompleted: i === 0 ? 1 : 0,
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
    const [asha, vikram, meera] = customers as [
      (typeof customers)[0],
      (typeof customers)[0],
      (typeof customers)[0],
    ];
    const [ravi, kavya, arjun, farah] = partners as [
      (typeof partners)[0],
      (typeof partners)[0],
      (typeof partners)[0],
      (typeof partners)[0],
    ];
    // Customers own their photos; designs belong to the admin who sent them.
    const image = (name: string, clientId: string, purpose: 'project-photo' | 'design') =>
      purpose === 'design'
        ? storeSeedImage(tx, storage, name, { role: 'admin', id: adminId }, purpose)
        : storeSeedImage(tx, storage, name, { role: 'user', id: clientId }, purpose);

    // 1. New: waiting for designs.
    await tx.insert(projects).values({
      clientId: asha.id,
      service: 'landscaping',
      area: 'ls-lt-5000',
      budget: '2-3L',
      desc: 'Front lawn with a flowering border and a small sit-out under the neem tree.',
      photos: [await image('meadow-grass', asha.id, 'project-photo')],
      createdAt: hoursAgo(2),
    });

    // 2. Designs sent, none picked yet.
    await tx.insert(projects).values({
      clientId: vikram.id,
      service: 'terrace-gardening',
      area: 'tg-lt-1000',
      budget: '1.5-2L',
      desc: 'Terrace of 800 sq ft: raised beds for vegetables and a shaded seating corner.',
      photos: [await image('leaf-veins', vikram.id, 'project-photo')],
      designs: [
        await image('marigold', vikram.id, 'design'),
        await image('yellow-flower', vikram.id, 'design'),
        await image('orange-flower', vikram.id, 'design'),
      ],
      status: 'In Progress',
      createdAt: hoursAgo(30),
    });

    // 3. Design picked, quotation shared, two partners have applied.
    await insertQuotedProject(tx, adminId, {
      clientId: meera.id,
      service: 'vertical-gardening',
      area: 'vg-100-500',
      budget: '1-1.5L',
      desc: 'Living wall for the balcony facing west, with drip irrigation.',
      photos: [
        await image('meadow-grass', meera.id, 'project-photo'),
        await image('leaf-veins', meera.id, 'project-photo'),
      ],
      designs: [await image('ladybird-flowers', meera.id, 'design')],
      createdAt: hoursAgo(24 * 5),
      invited: [ravi, kavya, arjun],
      applied: [ravi, kavya],
      finalized: false,
    });

    // 4. Three final quotations released to the customer, waiting for her pick.
    await insertQuotedProject(tx, adminId, {
      clientId: asha.id,
      service: 'kitchen-gardening',
      area: 'kg-100-500',
      budget: '1-1.5L',
      desc: 'Kitchen garden in the backyard: herbs, tomatoes and chillies in raised beds.',
      designs: [
        await image('marigold', asha.id, 'design'),
        await image('leaf-veins', asha.id, 'design'),
      ],
      createdAt: hoursAgo(24 * 12),
      invited: [kavya, arjun, farah],
      applied: [kavya, arjun, farah],
      finalized: true,
      visibleToClient: true,
    });

    // 5. Completed with the first partner, and rated.
    const completed = await insertQuotedProject(tx, adminId, {
      clientId: vikram.id,
      service: 'landscaping',
      area: 'ls-lt-10000',
      budget: '5-10L',
      desc: 'Farmhouse garden with lawn, pathway lighting and a small lotus pond.',
      designs: [await image('meadow-grass', vikram.id, 'design')],
      createdAt: hoursAgo(24 * 60),
      invited: [ravi, farah],
      applied: [ravi, farah],
      finalized: true,
      visibleToClient: true,
      selected: 1,
      completed: true,
    });
    await tx.insert(ratings).values({
      projectId: completed,
      partnerId: ravi.id,
      userId: vikram.id,
      stars: 5,
      comment: 'Finished on time and the pond looks lovely.',
    });
  });
}

type QuotedProject = {
  clientId: string;
  service: string;
  area: string;
  budget: string;
  desc: string;
  designs: string[];
  photos?: string[];
  createdAt: Date;
  invited: { id: string; name: string | null; phone: string | null; email: string | null }[];
  applied: { id: string; name: string | null; phone: string | null; email: string | null }[];
  finalized: boolean;
  visibleToClient?: boolean;
  selected?: number;
  completed?: boolean;
};

const templateRows = [
  {
    serviceDesc: 'Site preparation and soil work (per sq ft)',
    quantity: 400,
    lower: 20,
    upper: 40,
  },
  { serviceDesc: 'Planting and placement (per plant)', quantity: 60, lower: 80, upper: 150 },
  { serviceDesc: 'Irrigation line installation (per metre)', quantity: 50, lower: 90, upper: 160 },
];

async function insertQuotedProject(tx: Tx, adminId: string, p: QuotedProject): Promise<string> {
  const selectedPartner = p.selected ? p.applied[p.selected - 1] : undefined;
  const [project] = await tx
    .insert(projects)
    .values({
      clientId: p.clientId,
      service: p.service,
      area: p.area,
      budget: p.budget,
      desc: p.desc,
      designs: p.designs,
      photos: p.photos ?? [],
      designSelected: 1,
      quotationSent: true,
      // A project still collecting quotations keeps its window open for two more days.
      quotationWindowClosesAt: p.finalized
        ? new Date(p.createdAt.getTime() + 72 * 3600_000)
        : new Date(Date.now() + 48 * 3600_000),
      visibleToClient: p.visibleToClient ?? false,
      selectedQuotation: p.selected ?? null,
      selectedPartnerId: selectedPartner?.id ?? null,
      status: p.completed ? 'Completed' : 'In Progress',
      completedAt: p.completed ? hoursAgo(24) : null,
      createdAt: p.createdAt,
    })
    .returning({ id: projects.id });
  const projectId = project!.id;
  const [template] = await tx
    .insert(quotationTemplates)
    .values({ projectId, createdBy: adminId })
    .returning({ id: quotationTemplates.id });
  const lines = await tx
    .insert(quotationTemplateLines)
    .values(
      templateRows.map((r, position) => ({
        templateId: template!.id,
        position,
        serviceDesc: r.serviceDesc,
        quantity: r.quantity,
        lowerRangePaise: r.lower * 100,
        upperRangePaise: r.upper * 100,
      })),
    )
    .returning();
  await tx.insert(quotationInvitations).values(
    p.invited.map((partner) => ({
      projectId,
      partnerId: partner.id,
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    })),
  );
  for (const [index, partner] of p.applied.entries()) {
    // Each partner prices a little differently, always inside the template's ranges.
    const priced = lines.map((line) => {
      const span = line.upperRangePaise - line.lowerRangePaise;
      const spCostingPaise = line.lowerRangePaise + Math.round((span * (index + 1)) / 4);
      return { line, spCostingPaise, amountPaise: spCostingPaise * line.quantity };
    });
    const totalAmountPaise = priced.reduce((sum, x) => sum + x.amountPaise, 0);
    const supplierCosts = priced.map((_, i) => (p.finalized ? (i + 1) * 150_000 : null));
    const totalSupplierCostingPaise = p.finalized
      ? supplierCosts.reduce<number>((sum, c) => sum + (c ?? 0), 0)
      : null;
    const [quotation] = await tx
      .insert(partnerQuotations)
      .values({
        projectId,
        partnerId: partner.id,
        num: index + 1,
        name: partner.name ?? 'Partner',
        phone: partner.phone ?? '',
        email: partner.email,
        finalized: p.finalized,
        totalAmountPaise,
        totalSupplierCostingPaise,
        finalCostingPaise:
          totalSupplierCostingPaise === null ? null : totalAmountPaise + totalSupplierCostingPaise,
        finalizedAt: p.finalized ? hoursAgo(48) : null,
      })
      .returning({ id: partnerQuotations.id });
    await tx.insert(partnerQuotationLines).values(
      priced.map((x, position) => ({
        quotationId: quotation!.id,
        templateLineId: x.line.id,
        position,
        serviceDesc: x.line.serviceDesc,
        quantity: x.line.quantity,
        lowerRangePaise: x.line.lowerRangePaise,
        upperRangePaise: x.line.upperRangePaise,
        spCostingPaise: x.spCostingPaise,
        amountPaise: x.amountPaise,
        supplierCostingPaise: supplierCosts[position] ?? null,
        supplierDetails: p.finalized ? 'Lakshmi Nursery Mart, +91 9820-000-001' : null,
      })),
    );
  }
  return projectId;
}

async function storeSeedImage(
  tx: Tx,
  storage: Storage,
  name: string,
  owner: { role: 'user' | 'admin'; id: string },
  purpose: 'project-photo' | 'design',
): Promise<string> {
  const original = await readFile(path.join(seedImagesDir, `${name}.webp`));
  const image = sharp(original);
  const { width = 0, height = 0 } = await image.metadata();
  const thumb = await image.clone().resize({ width: 320 }).webp({ quality: 70 }).toBuffer();
  const base = `${purpose}/${owner.id}/${randomBytes(8).toString('hex')}`;
  await storage.put(`${base}.webp`, original, 'image/webp');
  await storage.put(`${base}-thumb.webp`, thumb, 'image/webp');
  const [row] = await tx
    .insert(uploads)
    .values({
      ownerRole: owner.role,
      ownerId: owner.id,
      purpose,
      storageKey: `${base}.webp`,
      thumbKey: `${base}-thumb.webp`,
      mime: 'image/webp',
      width,
      height,
      bytes: original.length,
    })
    .returning({ id: uploads.id });
  return row!.id;
}
