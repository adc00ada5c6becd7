// What the landing page claims about Greenscape's record, in one place: the About
// section's rating and the trust badges read these, and apps/server/test/demo-data.test.ts
// computes the same numbers from the demo data and fails when they differ. The landing shows the
// numbers through its catalogue (apps/web/src/locales/*/landing.json), whose English
// texts apps/web/src/features/landing/claims.test.ts holds to the sentences below.
//
// Why constants and not a live count: the landing is static and its first load is at its
// JavaScript budget (120 KB gzipped, docs/performance.md), and a public read of aggregates would
// add a contract entry and a request to every visit for four numbers. So the claims are stated
// here, the demo seed is built to make them true, and an operator with real data updates them
// with it.
export const claims = {
  averageRating: 4.9,
  reviewCount: 10,
  projectsCompleted: 10,
  partnerCities: 4,
  /** packages/shared/src/workflow.ts: maxAllocatedQuotations. */
  quotationsPerProject: 3,
} as const;

/** The About section's line under its stars. */
export const ratingClaim = `${claims.averageRating} average from ${claims.reviewCount} client reviews`;

/**
 * The trust badges: each is a fact of the data (the counts above) or of the workflow's rules
 * (packages/shared/src/workflow.ts: at most three quotations, each priced line by line inside the
 * template's ranges; every demo template has a drip irrigation line).
 */
export const trustClaims = {
  projects: `${claims.projectsCompleted} gardens completed`,
  reviews: `${claims.averageRating} from ${claims.reviewCount} reviews`,
  cities: `Partners in ${claims.partnerCities} cities`,
  quotations: `Up to ${claims.quotationsPerProject} quotations per project`,
  lines: 'Priced line by line',
  water: 'Drip irrigation in every garden',
} as const;
