import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/form/form-fields';
import { SelectField } from '../../../components/ui/select-field';
import { useStateOptions } from '../../../i18n/state-options';
import { useT } from '../../../i18n/use-t';

/**
 * What a tax invoice needs of a business customer (docs/product.md#documents-and-gst), both
 * optional; left empty, the invoice is a bill of supply. The shared schema checks the GSTIN and
 * that it is of the state.
 */
export function GstFields() {
  const t = useT();
  const stateOptions = useStateOptions();
  const { register, getFieldState, formState } = useFormContext<{ gstin: string; state: string }>();
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">
        {t('user.profile.gst.legend')}
      </legend>
      <FormField
        name="gstin"
        label={t('user.profile.gst.gstin')}
        hint={t('user.profile.gst.gstinHint')}
        maxLength={15}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:uppercase"
      />
      <SelectField
        label={t('user.profile.gst.state')}
        placeholder={t('user.profile.gst.noState')}
        options={stateOptions}
        error={getFieldState('state', formState).error?.message}
        {...register('state')}
      />
    </fieldset>
  );
}

/** The account's GST fields as the form holds them; the user JSON may not carry them yet. */
export function gstValuesOf(user: object): { gstin: string; state: string } {
  const { gstin, state } = user as { gstin?: string | null; state?: string | null };
  return { gstin: gstin ?? '', state: state ?? '' };
}

/** Emptied means cleared: the API takes null for that, and an absent field as unchanged. */
export function gstBodyOf(values: { gstin?: unknown; state?: unknown }) {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return {
    gstin: text(values.gstin).toUpperCase() || null,
    state: text(values.state) || null,
  };
}
