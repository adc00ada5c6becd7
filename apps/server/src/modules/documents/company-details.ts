import { site } from '@greenscape/shared/site';
import type { Config } from '../../config';
import type { Company } from './pdf/company';

/**
 * The business every document names: the site's own details (packages/shared/src/site.ts) and,
 * when configured, its GST registration (GSTIN and GST_STATE, apps/server/src/config-type.ts).
 */
export function companyOf(config: Pick<Config, 'payments'>): Company {
  const gst = config.payments.gst;
  return {
    name: site.name,
    address: site.officeAddress,
    phone: site.supportPhone,
    email: site.supportEmail,
    gstin: gst?.gstin ?? null,
    state: gst ? { code: gst.state.code, name: gst.state.name } : null,
  };
}
