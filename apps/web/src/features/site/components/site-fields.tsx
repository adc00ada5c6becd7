import type { ProjectSite, SiteBody } from '@greenscape/shared/schemas/project-site';
import { FormField, FormSelectField } from '../../../components/form/form-fields';
import { useStateOptions } from '../../../i18n/state-options';
import { useT } from '../../../i18n/use-t';

/**
 * The site's four fields inside a kit form; `name` is where the form holds them (`site` in the new
 * project's body, nothing in the change dialog's). The shared schema checks each
 * (packages/shared/src/schemas/project-site.ts).
 */
export function SiteFields({ name }: { name?: string }) {
  const t = useT();
  const stateOptions = useStateOptions();
  const at = (field: keyof SiteBody) => (name ? `${name}.${field}` : field);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField
        name={at('address')}
        label={t('common.site.address')}
        autoComplete="street-address"
        maxLength={300}
        className="md:col-span-2"
      />
      <FormField
        name={at('city')}
        label={t('common.site.city')}
        autoComplete="address-level2"
        maxLength={100}
      />
      <FormField
        name={at('pincode')}
        label={t('common.site.pincode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
      />
      <FormSelectField
        name={at('state')}
        label={t('common.site.state')}
        placeholder={t('common.site.chooseState')}
        options={stateOptions}
      />
    </div>
  );
}

/** The form's starting values: the site as it is, its missing parts empty. */
export function siteFormValues(site: Partial<ProjectSite>): {
  address: string;
  city: string;
  pincode: string;
  state: string;
} {
  return {
    address: site.address ?? '',
    city: site.city ?? '',
    pincode: site.pincode ?? '',
    state: site.state ?? '',
  };
}
