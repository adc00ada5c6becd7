import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { claims, ratingClaim, trustClaims } from '@greenscape/shared/claims';
import { maxAllocatedQuotations } from '@greenscape/shared/workflow';
import { catalogueOf } from '../../../test/intl';
import type { MessageId } from '../../i18n/namespaces';

// apps/server/test/demo-data.test.ts holds claims.ts's sentences to the demo data, and
// e2e/tests/landing.spec.ts looks for them on the page: the English catalogue must say the same.
const intl = createIntl({ locale: 'en-IN', messages: catalogueOf('en') });
const say = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);

describe("the landing's claims in its catalogue", () => {
  it('reads in English exactly as claims.ts states them', () => {
    expect(
      say('landing.about.rating', { rating: claims.averageRating, count: claims.reviewCount }),
    ).toBe(ratingClaim);
    expect(say('landing.trust.projects', { count: claims.projectsCompleted })).toBe(
      trustClaims.projects,
    );
    expect(
      say('landing.trust.reviews', { rating: claims.averageRating, count: claims.reviewCount }),
    ).toBe(trustClaims.reviews);
    expect(say('landing.trust.cities', { count: claims.partnerCities })).toBe(trustClaims.cities);
    expect(say('landing.trust.quotations', { count: claims.quotationsPerProject })).toBe(
      trustClaims.quotations,
    );
    expect(say('landing.trust.lines')).toBe(trustClaims.lines);
    expect(say('landing.trust.water')).toBe(trustClaims.water);
  });

  it('promises as many quotations as the workflow allocates', () => {
    expect(claims.quotationsPerProject).toBe(maxAllocatedQuotations);
  });
});
