import { demoProjects } from './demo-projects';
import { planName } from './plans/demo-plans';

// Each demo partner's public gallery: licensed photographs from seed-images and the
// plans of the projects it carried out, the design the customer picked. Six pictures each, so the
// profile's grid of two or three columns (features/partner/components/public-profile-view.tsx)
// ends on a full row.
const photos: Record<string, string[]> = {
  greenthumb: ['meadow-grass', 'forest-path', 'yellow-flower'],
  leafwall: ['moss', 'ladybird-flowers', 'orange-flower'],
  rooftop: ['marigold', 'leaf-veins', 'yellow-flower', 'moss'],
  oasis: ['orange-flower', 'dandelion-seeds', 'fallen-leaf', 'forest-path'],
};

/** The seed image names of a partner's gallery, photographs and plans in turn. */
export function galleryOf(partnerKey: string): string[] {
  const plans = demoProjects
    .filter((p) => {
      const q = p.quotations;
      return (
        q?.completedAfterDays !== undefined &&
        q.selected &&
        q.applied[q.selected - 1] === partnerKey
      );
    })
    .map((p) => `plans/${planName(p, 1)}`);
  const own = photos[partnerKey] ?? [];
  const names: string[] = [];
  for (let i = 0; i < Math.max(own.length, plans.length); i++) {
    if (own[i]) {
      names.push(own[i]!);
    }
    if (plans[i]) {
      names.push(plans[i]!);
    }
  }
  return names;
}
