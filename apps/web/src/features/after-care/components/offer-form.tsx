import { useId } from 'react';
import { z } from 'zod';
import { carePlanOfferSchema } from '@greenscape/shared/schemas/care-plan';
import { indiaDay } from '@greenscape/shared/gst';
import { Form } from '../../../components/form/form';
import { FormField, FormSelectField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useOfferCarePlan } from '../api/after-care';

// The contract's own offer, its numbers read from the form's text fields first
// (packages/shared/src/schemas/care-plan.ts), so the page says what the server would say.
const { shape } = carePlanOfferSchema;
const offerFormSchema = z.object({
  visitsPerMonth: z.coerce.number().pipe(shape.visitsPerMonth),
  months: z.coerce.number().pipe(shape.months),
  monthlyFee: z.coerce.number().pipe(shape.monthlyFee),
  startOn: shape.startOn,
});

/**
 * The team's offer of a care plan (docs/product.md#care-plans): visits a month, months, the
 * monthly fee and the first day. A new offer replaces one the customer has not answered.
 */
export function OfferForm({ projectId, again }: { projectId: string; again: boolean }) {
  const t = useT();
  const localize = useLocalize();
  const offer = useOfferCarePlan(projectId);
  const titleId = useId();
  const form = useZodForm(offerFormSchema, {
    visitsPerMonth: '4',
    months: '12',
    monthlyFee: '2000',
    startOn: indiaDay(new Date()),
  });
  return (
    <Form
      form={form}
      onSubmit={form.handleSubmit((body) => offer.mutate(body))}
      labelledBy={titleId}
      className="flex flex-col gap-3 border-t border-stone-200 pt-3"
    >
      <h3 id={titleId} className="font-semibold text-stone-900">
        {t(again ? 'care.offer.again' : 'care.offer.title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelectField
          name="visitsPerMonth"
          label={t('care.offer.visitsPerMonth')}
          placeholder={t('care.offer.choose')}
          options={['1', '2', '3', '4'].map((n) => ({ value: n, label: n }))}
        />
        <FormField
          name="months"
          type="number"
          inputMode="numeric"
          min={1}
          max={24}
          label={t('care.offer.months')}
        />
        <FormField
          name="monthlyFee"
          type="number"
          inputMode="decimal"
          min={1}
          label={t('care.offer.monthlyFee')}
        />
        <FormField name="startOn" type="date" label={t('care.offer.startOn')} />
      </div>
      {offer.isError && <Alert kind="error">{localize(offer.error.message)}</Alert>}
      {offer.isSuccess && <Alert kind="success">{t('care.offer.sent')}</Alert>}
      <Button type="submit" busy={offer.isPending} className="self-start">
        {t('care.offer.send')}
      </Button>
    </Form>
  );
}
