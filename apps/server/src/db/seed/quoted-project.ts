import { createHash, randomBytes } from 'node:crypto';
import {
  partnerQuotationLines,
  partnerQuotations,
  projects,
  quotationInvitations,
  quotationTemplateLines,
  quotationTemplates,
} from '../schema/index';
import { insertDefaultPlan } from '../../modules/execution/default-plan';
import { priceAt, supplierCostOf, type TemplateLine } from './quotation-lines';
import type { SiteColumns } from '../site-columns';
import { refAt, type Tx } from './seed-common';

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
  /** Where the garden is, as the columns hold it (demo-data.ts, siteOfDemo). */
  site: SiteColumns;
  template: TemplateLine[];
  invited: QuotingPartner[];
  applied: QuotingPartner[];
  /** Where each applied partner prices inside the ranges, 0 to 1 (quotation-lines.ts). */
  prices: number[];
  finalized: boolean;
  visibleToClient?: boolean;
  selected?: number;
  completedAt?: Date;
};

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
      ...p.site,
      designSelected: 1,
      quotationSent: true,
      // A project still collecting quotations keeps its window open for two more days.
      quotationWindowClosesAt: p.finalized
        ? new Date(p.createdAt.getTime() + 72 * 3600_000)
        : new Date(Date.now() + 48 * 3600_000),
      visibleToClient: p.visibleToClient ?? false,
      selectedQuotation: p.selected ?? null,
      selectedPartnerId: selectedPartner?.id ?? null,
      status: p.completedAt ? 'Completed' : 'In Progress',
      completedAt: p.completedAt ?? null,
      createdAt: p.createdAt,
      ref: refAt(p.createdAt),
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
      p.template.map((r, position) => ({
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
    // Each partner prices at its own point of the template's ranges (demo-projects.ts).
    const priced = lines.map((line, i) => {
      const spCostingPaise = priceAt(p.template[i]!, p.prices[index] ?? 0.5) * 100;
      return { line, spCostingPaise, amountPaise: spCostingPaise * line.quantity };
    });
    const totalAmountPaise = priced.reduce((sum, x) => sum + x.amountPaise, 0);
    const supplierCosts = priced.map((x, i) =>
      p.finalized ? supplierCostOf(p.template[i]!, x.amountPaise / 100) * 100 : null,
    );
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
        createdAt: after(p.createdAt, 30 + index * 6),
        finalizedAt: p.finalized ? after(p.createdAt, 96) : null,
      })
      .returning({ id: partnerQuotations.id });
    if (p.selected === index + 1) {
      // A picked project has its work plan, as the pick makes it.
      await insertDefaultPlan(tx, projectId, quotation!.id);
    }
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
        supplierDetails: p.finalized ? supplierOf(p.template[position]!) : null,
      })),
    );
  }
  return projectId;
}

/** Dates of a project's steps, some hours after its request, so old projects read in order. */
const after = (start: Date, hours: number) => new Date(start.getTime() + hours * 3600_000);

/** The costing step needs a supplier for every line: the partner's own work has none. */
const supplierOf = (line: TemplateLine) =>
  line.supplied ? 'Lakshmi Nursery Mart, +91 9820-000-001' : 'None: the partner supplies this';
