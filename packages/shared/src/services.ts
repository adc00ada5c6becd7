// Service keys and the partner-offered services that map to them (docs/product.md#catalogue).
export const serviceKeys = [
  'landscaping',
  'vertical-gardening',
  'kitchen-gardening',
  'terrace-gardening',
] as const;
export type ServiceKey = (typeof serviceKeys)[number];

export const serviceLabels: Record<ServiceKey, string> = {
  landscaping: 'Landscaping',
  'vertical-gardening': 'Vertical Gardening',
  'kitchen-gardening': 'Kitchen Gardening',
  'terrace-gardening': 'Terrace Gardening',
};

/** Accepts the key or the spaced spelling of the earlier version ('vertical gardening'). */
export function normaliseService(value: string): ServiceKey | undefined {
  const key = value.trim().toLowerCase().replace(/\s+/g, '-');
  return (serviceKeys as readonly string[]).includes(key) ? (key as ServiceKey) : undefined;
}

export const partnerServiceOptions = [
  {
    key: 'landscaping-plants',
    label: 'Landscaping (Only plant related services)',
    service: 'landscaping',
  },
  {
    key: 'landscaping-civil',
    label: 'Landscaping (Plant and civil services including swimming pool, fountain, etc.)',
    service: 'landscaping',
  },
  { key: 'vertical-gardening', label: 'Vertical Gardening', service: 'vertical-gardening' },
  { key: 'roof-top-gardening', label: 'Roof Top Gardening', service: 'terrace-gardening' },
  { key: 'kitchen-gardening', label: 'Kitchen Gardening', service: 'kitchen-gardening' },
] as const satisfies readonly { key: string; label: string; service: ServiceKey }[];

export type PartnerServiceKey = (typeof partnerServiceOptions)[number]['key'];
export const partnerServiceKeys = partnerServiceOptions.map((o) => o.key) as [
  PartnerServiceKey,
  ...PartnerServiceKey[],
];
type PartnerServiceLabel = (typeof partnerServiceOptions)[number]['label'];
/**
 * The labels of the offered services (docs/product.md#catalogue), which older clients send as they
 * are.
 */
export const partnerServiceLabels = partnerServiceOptions.map((o) => o.label) as [
  PartnerServiceLabel,
  ...PartnerServiceLabel[],
];

/** The key of an offered service given as its key or as its label (docs/product.md#catalogue). */
export function partnerServiceKeyOf(
  value: PartnerServiceKey | PartnerServiceLabel,
): PartnerServiceKey {
  return partnerServiceOptions.find((o) => o.key === value || o.label === value)!.key;
}

/** The project services a partner can be invited for, from the options it offers. */
export function servicesOfPartner(offered: readonly PartnerServiceKey[]): ServiceKey[] {
  const services = new Set<ServiceKey>();
  for (const key of offered) {
    const option = partnerServiceOptions.find((o) => o.key === key);
    if (option) {
      services.add(option.service);
    }
  }
  return [...services];
}
