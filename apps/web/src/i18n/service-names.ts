import type { PartnerServiceKey, ServiceKey } from '@greenscape/shared/services';
import type { MessageId } from './namespaces';

// The product's own words, one translation each everywhere: src/locales/*/shell.json.
export const serviceNameId = (key: ServiceKey) =>
  `shell.service.${key}` as const satisfies MessageId;

export const partnerServiceNameId = (key: PartnerServiceKey) =>
  `shell.partnerService.${key}` as const satisfies MessageId;
