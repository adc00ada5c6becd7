import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { indiaToday } from '@greenscape/shared/payment-rules';
import type { MessageKey } from '@greenscape/shared/messages';
import { paymentMethods, type NewPayment } from '@greenscape/shared/schemas/payments';
import { Form } from '../../../components/form/form';
import { FormField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/form-errors';
import { methodWords } from './ledger-words';
import {
  refusalField,
  reportPaymentDefaults,
  reportPaymentSchema,
  type ReportPaymentValues,
} from './report-payment-values';

/**
 * A payment put on the record: amount, method, reference and the day it was paid, the body of
 * `POST /projects/{projectId}/payments`. A refusal is shown at its field when it names one (by
 * its code), else above the form, and what was typed stays; after a success the form starts
 * again from `amount`.
 */
export function ReportPaymentForm({
  amount,
  title,
  submitLabel,
  successText,
  onReport,
}: {
  amount: number | undefined;
  title: string;
  submitLabel: string;
  successText: string;
  onReport: (body: NewPayment) => Promise<unknown>;
}) {
  const form = useZodForm(reportPaymentSchema, reportPaymentDefaults(amount));
  const [failure, setFailure] = useState<string>();
  const [reported, setReported] = useState(false);
  const headingId = useId();
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    setReported(false);
    try {
      await onReport(body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = error instanceof ApiError ? refusalField[error.code as MessageKey] : undefined;
      if (field) {
        form.setError(field, { message }, { shouldFocus: true });
      } else {
        setFailure(message);
      }
      return;
    }
    setReported(true);
    form.reset(reportPaymentDefaults(amount));
  });
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {reported && <Alert kind="success">{successText}</Alert>}
      <Form form={form} onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        {failure && <Alert kind="error">{failure}</Alert>}
        <PaymentFields />
        <Button busy={form.formState.isSubmitting} className="self-start">
          {submitLabel}
        </Button>
      </Form>
    </section>
  );
}

function PaymentFields() {
  const t = useT();
  return (
    <>
      <FormField
        name="amount"
        label={t('payments.form.amount')}
        inputMode="decimal"
        autoComplete="off"
      />
      <MethodChoice />
      <FormField
        name="reference"
        label={t('payments.form.reference')}
        hint={t('payments.form.referenceHint')}
        autoComplete="off"
        maxLength={100}
      />
      <FormField name="paidOn" type="date" label={t('payments.column.paidOn')} max={indiaToday()} />
    </>
  );
}

function MethodChoice() {
  const t = useT();
  const messageText = useMessageText();
  const { register, getFieldState, formState } = useFormContext<ReportPaymentValues>();
  const error = getFieldState('method', formState).error?.message;
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">
        {t('payments.form.method')}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {paymentMethods.map((method) => (
          <label
            key={method}
            className="flex items-center gap-2 rounded-md border border-stone-300 px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-light"
          >
            <input type="radio" value={method} {...register('method')} className="accent-brand" />
            <span>{t(methodWords[method])}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {messageText(error)}
        </p>
      )}
    </fieldset>
  );
}
