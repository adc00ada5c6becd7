import { useId, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { indiaToday } from '@greenscape/shared/payment-rules';
import { paymentMethods, type NewPayment } from '@greenscape/shared/schemas/payments';
import { Form } from '../../../components/form/form';
import { FormField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/use-t';
import { useMessageText } from '../../../lib/form-errors';
import { methodWords } from './ledger-words';
import {
  paymentSchema,
  paymentValues,
  type PaymentDefaults,
  type PaymentValues,
} from './payment-values';
import { refusalField } from './refusal-field';

/** Asked before the payment is sent, when sending it cannot be undone (a receipt is issued). */
export type PaymentConfirm = {
  question: (payment: NewPayment) => string;
  confirmLabel: string;
  details: (payment: NewPayment) => ReactNode;
};

type Sending<R> = {
  submitLabel: string;
  defaults: PaymentDefaults;
  confirm?: PaymentConfirm | undefined;
  send: (payment: NewPayment) => Promise<R>;
};

/**
 * A payment put on the record: amount, method, reference and the day it was paid, the body of
 * `POST /projects/{projectId}/payments` (the customer's 'I have paid', the team's 'Record a
 * payment') and of `POST /projects/{projectId}/payouts` (the team's 'Record a payout'). They
 * differ in their words and where they start only. A refusal is shown at its field when it names
 * one (by its code), else above the button, and what was typed stays; after a success the form
 * starts again from `defaults` as they are then. `closed` says, instead of the form, why there is
 * nothing to put on the record (nothing is left to pay).
 */
export function PaymentForm<R>({
  title,
  level = 2,
  intro,
  closed,
  successText,
  ...sending
}: Sending<R> & {
  title: string;
  level?: 2 | 3;
  intro?: ReactNode;
  closed?: string | undefined;
  successText: (result: R) => string;
}) {
  const headingId = useId();
  const [sent, setSent] = useState<{ result: R } | null>(null);
  // A new form after each success, so it starts again from the figures as they are then.
  const [round, setRound] = useState(0);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <Heading
        id={headingId}
        className={level === 2 ? 'text-xl font-semibold' : 'text-lg font-semibold'}
      >
        {title}
      </Heading>
      {intro}
      {sent && <Alert kind="success">{successText(sent.result)}</Alert>}
      {closed ? (
        <p className="text-stone-700">{closed}</p>
      ) : (
        <PaymentFormBody
          key={round}
          labelledBy={headingId}
          onStart={() => setSent(null)}
          onSent={(result) => {
            setSent({ result });
            setRound((r) => r + 1);
          }}
          {...sending}
        />
      )}
    </section>
  );
}

function PaymentFormBody<R>({
  labelledBy,
  submitLabel,
  defaults,
  confirm,
  send,
  onStart,
  onSent,
}: Sending<R> & {
  labelledBy: string;
  onStart: () => void;
  onSent: (result: R) => void;
}) {
  const form = useZodForm(paymentSchema, paymentValues(defaults));
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState<NewPayment | null>(null);

  const sendNow = async (payment: NewPayment) => {
    onStart();
    setFailure(undefined);
    setSending(true);
    try {
      const result = await send(payment);
      onSent(result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = refusalField(error instanceof Error ? error : undefined);
      if (field) {
        form.setError(field, { message }, { shouldFocus: true });
      } else {
        setFailure(message);
      }
    } finally {
      setSending(false);
    }
  };
  const onSubmit = form.handleSubmit((payment) =>
    confirm ? setAsking(payment) : sendNow(payment),
  );

  return (
    <>
      <Form
        form={form}
        onSubmit={onSubmit}
        labelledBy={labelledBy}
        className="flex max-w-md flex-col gap-4"
      >
        <PaymentFields />
        {failure && <Alert kind="error">{failure}</Alert>}
        <Button busy={sending} className="self-start">
          {submitLabel}
        </Button>
      </Form>
      {asking && confirm && (
        <ConfirmDialog
          question={confirm.question(asking)}
          confirmLabel={confirm.confirmLabel}
          onCancel={() => setAsking(null)}
          onConfirm={() => void sendNow(asking)}
        >
          {confirm.details(asking)}
        </ConfirmDialog>
      )}
    </>
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

/** The methods as radios, two a row: each a thumb's width on a phone, all seen at once. */
function MethodChoice() {
  const t = useT();
  const messageText = useMessageText();
  const { register, getFieldState, formState } = useFormContext<PaymentValues>();
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
