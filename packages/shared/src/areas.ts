import type { ServiceKey } from './services';

// Area options per service (docs/product.md#catalogue), as keys distinct across services.
type AreaOption = { key: string; label: string };

const landscaping: AreaOption[] = [
  { key: 'ls-lt-5000', label: 'Less than 5000 sq ft' },
  { key: 'ls-lt-10000', label: 'Less than 10000 sq ft' },
  { key: 'ls-lt-20000', label: 'Less than 20000 sq ft' },
  { key: 'ls-lt-50000', label: 'Less than 50000 sq ft' },
  { key: 'ls-lt-100000', label: 'Less than 100000 sq ft' },
  { key: 'ls-lt-150000', label: 'Less than 150000 sq ft' },
  { key: 'ls-gt-150000', label: 'More than 150000 sq ft' },
];
const terrace: AreaOption[] = [
  { key: 'tg-lt-1000', label: 'Less than 1000 sq ft' },
  { key: 'tg-lt-2000', label: 'Less than 2000 sq ft' },
  { key: 'tg-lt-5000', label: 'Less than 5000 sq ft' },
  { key: 'tg-lt-8000', label: 'Less than 8000 sq ft' },
  { key: 'tg-lt-10000', label: 'Less than 10000 sq ft' },
  { key: 'tg-lt-15000', label: 'Less than 15000 sq ft' },
  { key: 'tg-gt-15000', label: 'More than 15000 sq ft' },
];
const small = (prefix: string): AreaOption[] => [
  { key: `${prefix}-lt-100`, label: 'Less than 100 sq ft' },
  { key: `${prefix}-100-500`, label: 'Between 100 and 500 sq ft' },
  { key: `${prefix}-500-1000`, label: 'Between 500 and 1000 sq ft' },
  { key: `${prefix}-gt-1000`, label: 'More than 1000 sq ft' },
];

export const areaOptionsByService: Record<ServiceKey, readonly AreaOption[]> = {
  landscaping,
  'terrace-gardening': terrace,
  'vertical-gardening': small('vg'),
  'kitchen-gardening': small('kg'),
};

export const areaKeys = Object.values(areaOptionsByService).flatMap((options) =>
  options.map((o) => o.key),
) as [string, ...string[]];

export function areaBelongsToService(area: string, service: ServiceKey): boolean {
  return areaOptionsByService[service].some((o) => o.key === area);
}

export function areaLabel(area: string | null | undefined): string | undefined {
  if (!area) {
    return undefined;
  }
  for (const options of Object.values(areaOptionsByService)) {
    const found = options.find((o) => o.key === area);
    if (found) {
      return found.label;
    }
  }
  return undefined;
}
