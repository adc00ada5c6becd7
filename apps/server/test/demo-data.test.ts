import { eq, inArray } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetOptions } from '@greenscape/shared/budgets';
import { claims, ratingClaim, trustClaims } from '@greenscape/shared/claims';
import {
  canPickDesign,
  canPickQuotation,
  canRate,
  canSubmitQuotation,
  maxAllocatedQuotations,
} from '@greenscape/shared/workflow';
import {
  partnerQuotations,
  projects,
  quotationTemplateLines,
  quotationTemplates,
  ratings,
  serviceProviders,
  uploads,
} from '../src/db/schema/index';
import { seedDemoData } from '../src/db/seed/demo-data';
import { demoProjects } from '../src/db/seed/demo-projects';
import { plansOf, svgHash } from '../src/db/seed/plans/demo-plans';
import { planSvg } from '../src/db/seed/plans/plan-layouts';
import { seedImagesDir } from '../src/lib/paths';
import { workflowStateOf } from '../src/modules/kernel/project-lock';
import { adminSession } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

// The demo is a believable company, and the landing claims what its data holds.

/** "Rs 1.5 - 2 Lakh" as rupees from and to. */
function band(key: string): [number, number] {
  const label = budgetOptions.find((b) => b.key === key)!.label;
  const [lo, hi] = label.match(/[\d.]+/g)!.map((n) => Number(n) * 100_000);
  return [lo!, hi!];
}

describe('the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await adminSession(t.app);
    await seedDemoData(t.database.db, t.app.storage, admin.id);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const stored = (key: string) => existsSync(path.join(t.dataDir, 'uploads', key));

  it('numbers each demo project in the month it was created, India time', async () => {
    const rows = await db()
      .select({ ref: projects.ref, createdAt: projects.createdAt })
      .from(projects);
    expect(rows.length).toBeGreaterThan(0);
    const yymm = (d: Date) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Kolkata',
        year: '2-digit',
        month: '2-digit',
      }).formatToParts(d);
      const part = (type: string) => parts.find((x) => x.type === type)!.value;
      return `${part('year')}${part('month')}`;
    };
    for (const row of rows) {
      expect(row.ref).toMatch(new RegExp(`^GS-${yymm(row.createdAt)}-\\d{4,}$`));
    }
    expect(new Set(rows.map((r) => r.ref)).size).toBe(rows.length);
  });

  it("prices every quotation inside its project's budget band", async () => {
    const rows = await db()
      .select({ budget: projects.budget, quotation: partnerQuotations })
      .from(partnerQuotations)
      .innerJoin(projects, eq(projects.id, partnerQuotations.projectId));
    expect(rows.length).toBeGreaterThanOrEqual(25);
    for (const { budget, quotation } of rows) {
      const [lo, hi] = band(budget);
      const totals = [quotation.totalAmountPaise, quotation.finalCostingPaise].filter(
        (x): x is number => x !== null,
      );
      for (const paise of totals) {
        expect(paise / 100, `${budget}: quotation ${quotation.id}`).toBeGreaterThanOrEqual(lo);
        expect(paise / 100, `${budget}: quotation ${quotation.id}`).toBeLessThanOrEqual(hi);
      }
    }
  });

  it('sends drawn garden plans as designs, each stored, each the drawing the code makes', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(seedImagesDir, 'plans', 'manifest.json'), 'utf8'),
    ) as Record<string, string>;
    const plans = demoProjects.flatMap(plansOf);
    // The kept files are today's drawings: run `npm run seed:plans` after changing a plan.
    expect(Object.keys(manifest).sort()).toEqual(plans.map((p) => p.name).sort());
    for (const plan of plans) {
      expect(manifest[plan.name], plan.name).toBe(svgHash(planSvg(plan)));
    }
    const planBytes = new Set(
      plans.map((p) => readFileSync(path.join(seedImagesDir, 'plans', `${p.name}.webp`)).length),
    );
    const all = await db().select().from(projects);
    const designIds = all.flatMap((p) => p.designs);
    expect(designIds).toHaveLength(plans.length);
    const files = await db().select().from(uploads).where(inArray(uploads.id, designIds));
    expect(files).toHaveLength(designIds.length);
    for (const file of files) {
      expect(file.purpose).toBe('design');
      expect([file.width, file.height]).toEqual([1200, 900]);
      expect(planBytes.has(file.bytes)).toBe(true);
      expect(stored(file.storageKey) && stored(file.thumbKey)).toBe(true);
    }
  });

  it('gives every partner a gallery of six stored pictures, plans among them', async () => {
    const partners = await db().select().from(serviceProviders);
    expect(partners).toHaveLength(4);
    for (const partner of partners) {
      expect(partner.publicImages, partner.name!).toHaveLength(6);
      const files = await db()
        .select()
        .from(uploads)
        .where(inArray(uploads.id, partner.publicImages));
      expect(files).toHaveLength(partner.publicImages.length);
      expect(files.every((f) => f.purpose === 'gallery' && f.ownerId === partner.id)).toBe(true);
      expect(files.some((f) => f.width === 1200 && f.height === 900)).toBe(true);
      expect(files.every((f) => stored(f.storageKey) && stored(f.thumbKey))).toBe(true);
    }
  });

  it('has a written review on every completed project, and the landing claims what they add up to', async () => {
    const completed = await db().select().from(projects).where(eq(projects.status, 'Completed'));
    const reviews = await db().select().from(ratings);
    expect(completed.map((p) => p.id).sort()).toEqual(reviews.map((r) => r.projectId).sort());
    for (const review of reviews) {
      expect(review.comment!.length).toBeGreaterThan(40);
      const project = completed.find((p) => p.id === review.projectId)!;
      expect(review.partnerId).toBe(project.selectedPartnerId);
      expect(review.userId).toBe(project.clientId);
    }
    const average = reviews.reduce((sum, r) => sum + r.stars, 0) / reviews.length;
    expect(Math.round(average * 10) / 10).toBe(claims.averageRating);
    expect(reviews).toHaveLength(claims.reviewCount);
    expect(completed).toHaveLength(claims.projectsCompleted);
    expect(ratingClaim).toBe(`${average.toFixed(1)} average from ${reviews.length} client reviews`);

    const partners = await db().select().from(serviceProviders);
    expect(new Set(partners.map((p) => p.city)).size).toBe(claims.partnerCities);
    for (const partner of partners) {
      const done = completed.filter((p) => p.selectedPartnerId === partner.id);
      expect(done.length, partner.name!).toBeGreaterThan(0);
      expect(partner.totalProjectsCompleted).toBe(done.length);
    }
    expect(trustClaims.quotations).toContain(String(maxAllocatedQuotations));
    // "Drip irrigation in every garden": every template the team wrote has a drip line.
    const templates = await db().select().from(quotationTemplates);
    for (const template of templates) {
      const lines = await db()
        .select()
        .from(quotationTemplateLines)
        .where(eq(quotationTemplateLines.templateId, template.id));
      expect(lines.some((l) => /drip/i.test(l.serviceDesc))).toBe(true);
    }
  });

  it('holds only states the workflow steps allow from there', async () => {
    const all = await db().select().from(projects);
    const reviewed = new Set((await db().select().from(ratings)).map((r) => r.projectId));
    const seen = new Set<string>();
    for (const row of all) {
      const state = await workflowStateOf(db(), row);
      if (row.status === 'Completed') {
        // The rate step checks this rule before it writes the review.
        expect(canRate(state).ok && reviewed.has(row.id)).toBe(true);
        seen.add('completed');
      } else if (row.visibleToClient) {
        expect(canPickQuotation(state, 1).ok).toBe(true);
        seen.add('released');
      } else if (row.quotationSent) {
        expect(canSubmitQuotation(state).ok).toBe(true);
        seen.add('collecting');
      } else if (row.designs.length > 0) {
        expect(canPickDesign(state, 1).ok).toBe(true);
        seen.add('designs');
      } else {
        expect(row.status).toBe('New');
        seen.add('new');
      }
    }
    expect(seen).toEqual(new Set(['completed', 'released', 'collecting', 'designs', 'new']));
  });
});
