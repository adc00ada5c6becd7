import type { ServiceKey } from '@greenscape/shared/services';
import kitchen from '../../assets/illustrations/kitchen-gardening.svg?no-inline';
import landscaping from '../../assets/illustrations/landscaping.svg?no-inline';
import terrace from '../../assets/illustrations/terrace-gardening.svg?no-inline';
import vertical from '../../assets/illustrations/vertical-gardening.svg?no-inline';

/**
 * One illustration per service (assets/illustrations/CREDITS.md), 320 × 200. `?no-inline`
 * keeps them files: inlined as data URLs they would count against the landing page's JavaScript
 * budget (scripts/bench-web.mjs).
 */
export const serviceIllustrations: Record<ServiceKey, string> = {
  landscaping,
  'vertical-gardening': vertical,
  'terrace-gardening': terrace,
  'kitchen-gardening': kitchen,
};
