import { createHash, randomBytes } from 'node:crypto';
import {
  partnerQuotationLines,
  partnerQuotations,
  projects,
  quotationInvitations,
  quotationTemplateLines,
  quotationTemplates,
} from '../schema/index';
import { hoursAgo, type Tx } from './seed-common';

export type QuotingPartner = {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
};

export type QuotedProject = {
  clientId: string;
  service: string;
  area: string;
  budget: string;
  desc: string;
  designs: string[];
  photos?: string[];
  createdAt: Date;
  invited: QuotingPartner[];
  applied: QuotingPartner[];
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

/** A project past its design pick, with its quotation template, invitations and quotations. */
export async function insertQuotedProject(
  tx: Tx,
  adminId: string,
  p: QuotedProject,
): Promise<string> {
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
