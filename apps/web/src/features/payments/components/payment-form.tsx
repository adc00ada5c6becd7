import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { indiaToday } from '@greenscape/shared/payment-rules';
import { newPaymentSchema } from '@greenscape/shared/schemas/payments';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../i18n/use-t';
import { fieldErrors } from '../../../lib/form-errors';
import { useMethodOptions } from './method-label';
import { refusalField } from './refusal-field';

export type PaymentValues = z.output<typeof newPaymentSchema>;

/** Asked before the payment is sent, when sending it cannot be undone (a receipt is issued). */
export type PaymentConfirm = {
  question: (payment: PaymentValues) => string;
  confirmLabel: string;
  details: (payment: PaymentValues) => ReactNode;
};

/** Rupees as a person types them: whole, or with both paise digits (₹650.50, not 650.5). */
function typedAmount(rupees: number | null): string {
  if (!rupees || rupees <= 0) {
    return '';
  }
  return Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
}

/**
 * A payment's amount, method, reference and day, checked by the shared schema as the server
 * checks it. The amount starts at what is due and the day at today in India; a refusal about one
 * field shows under it, any other above the button. The caller remounts it (`key`) after a
 * success, so it starts again from the new figures.
 */
export function PaymentForm({
  label,
  defaultAmount,
  submitLabel,
  busy,
  failure,
  confirm,
  onSubmit,
}: {
  label: string;
  defaultAmount: number | null;
  submitLabel: string;
  busy: boolean;
  failure: Error | null;
  confirm?: PaymentConfirm;
  onSubmit: (payment: PaymentValues) => void;
}) {
  const t = useT();
  const methods = useMethodOptions();
  const [amount, setAmount] = useState(() => typedAmount(defaultAmount));
  const [method, setMethod] = useState('');
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(() => indiaToday());
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<PaymentValues | null>(null);
  // A refusal stays shown until the field it is about is edited, not until the next send.
  const [dismissed, setDismissed] = useState<Error | null>(null);
  const refusal = failure && failure !== dismissed ? failure : null;
  const refusedField = refusalField(refusal);
  const errorOf = (field: string) =>
    issues[field] ?? (refusal && refusedField === field ? refusal.message : undefined);
  const edited = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setIssues(({ [field]: _fixed, ...rest }) => rest);
    setDismissed(failure);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.replace(/[,\s₹]/g, '');
    const parsed = newPaymentSchema.safeParse({
      amount: typed === '' ? undefined : Number(typed),
      method: method || undefined,
      reference,
      paidOn,
    });
    if (!parsed.success) {
      setIssues(fieldErrors(parsed.error));
      return;
    }
    setIssues({});
    if (confirm) {
      setAsking(parsed.data);
    } else {
      onSubmit(parsed.data);
    }
  };

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('payments.form.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => edited('amount', setAmount)(e.target.value)}
          error={errorOf('amount')}
        />
        <SelectField
          label={t('payments.form.method')}
          placeholder={t('payments.form.methodPlaceholder')}
          options={methods}
          value={method}
          onChange={(e) => edited('method', setMethod)(e.target.value)}
          error={errorOf('method')}
        />
        <Field
          label={t('payments.form.reference')}
          hint={t('payments.form.referenceHint')}
          maxLength={100}
          autoComplete="off"
          value={reference}
          onChange={(e) => edited('reference', setReference)(e.target.value)}
          error={errorOf('reference')}
        />
        <Field
          label={t('payments.column.paidOn')}
          type="date"
          max={indiaToday()}
          value={paidOn}
          onChange={(e) => edited('paidOn', setPaidOn)(e.target.value)}
          error={errorOf('paidOn')}
        />
      </div>
      {refusal && !refusedField && <Alert kind="error">{refusal.message}</Alert>}
      <Button busy={busy} className="self-start">
        {submitLabel}
      </Button>
      {asking && confirm && (
        <ConfirmDialog
          question={confirm.question(asking)}
          confirmLabel={confirm.confirmLabel}
          onCancel={() => setAsking(null)}
          onConfirm={() => onSubmit(asking)}
        >
          {confirm.details(asking)}
        </ConfirmDialog>
      )}
    </form>
  );
}
