import { z } from 'zod';
import { stateByCodeOrName } from '../gst';
import { messages as m } from '../messages';

// Where the garden is (docs/product.md#the-site): given with a new project or changed later, and
// read by the visit, the partner's route and the invoice's place of supply.

/** An Indian pincode: six digits, the first not 0. */
export const pincodePattern = /^[1-9]\d{5}$/;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** The site as a caller sends it: every part, the state as a GST code or a name (kept as the name). */
export const siteBodySchema = z.object({
  address: text(m.siteAddressInvalid, 300),
  city: text(m.siteCityInvalid, 100),
  // A pincode typed as a number is still a pincode.
  pincode: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: m.sitePincodeInvalid }).trim().regex(pincodePattern, m.sitePincodeInvalid),
  ),
  // A GST code sent as a number (27, or 7 for 07) is still the code.
  state: z.preprocess(
    (v) => (typeof v === 'number' && Number.isInteger(v) ? String(v).padStart(2, '0') : v),
    z
      .string({ error: m.siteStateInvalid })
      .max(60, m.siteStateInvalid)
      .transform((v, ctx) => {
        const state = stateByCodeOrName(v);
        if (!state) {
          ctx.addIssue({ code: 'custom', message: m.siteStateInvalid });
          return z.NEVER;
        }
        return state.name;
      }),
  ),
});
export type SiteBody = z.input<typeof siteBodySchema>;
export type SiteInput = z.output<typeof siteBodySchema>;

/**
 * `PUT /projects/{projectId}/site` takes the site itself, or wrapped as `{ site }` the way the new
 * project's body carries it.
 */
export const changeSiteBodySchema = z.preprocess(
  (v) =>
    v !== null && typeof v === 'object' && 'site' in v && !('address' in v)
      ? (v as { site: unknown }).site
      : v,
  siteBodySchema,
);

/**
 * The site as an answer carries it. A part is null where nobody gave it: a project made before
 * sites existed took what its customer's profile had. A partner invited to quote reads the city
 * and pincode only, until it is picked.
 */
export const projectSiteSchema = z
  .object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    pincode: z.string().nullable(),
    state: z.string().nullable(),
  })
  .meta({ id: 'ProjectSite' });
export type ProjectSite = z.infer<typeof projectSiteSchema>;

/** The site as one line, for a card or a message: the parts that are known. */
export function siteLine(site: ProjectSite): string {
  const place = [site.city, site.pincode].filter(Boolean).join(' ');
  return [site.address, place, site.state].filter(Boolean).join(', ');
}

/**
 * A link that opens the site in the phone's maps app (Google's Maps URLs, which Android and iOS
 * hand to the installed app), or null while the site has no address.
 */
export function mapsLink(site: ProjectSite): string | null {
  if (!site.address) {
    return null;
  }
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(siteLine(site))}`;
}

const filled = (text: string | null | undefined) => text?.trim() || null;

/**
 * A new project's site where its body gives none, and the new-project form's first values: the
 * customer's profile address, city, postal code and state, each where the profile has it; a
 * postal code only when it is a pincode (migration 0026 did the same for earlier projects).
 */
export function siteOfProfile(profile: {
  address?: string | null | undefined;
  city?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
}): ProjectSite {
  const pincode = filled(profile.postalCode);
  return {
    address: filled(profile.address),
    city: filled(profile.city),
    pincode: pincode && pincodePattern.test(pincode) ? pincode : null,
    state: filled(profile.state),
  };
}
