import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { firstErrorMessage } from './first-error';

/** The form element every kit form shares; its fields find the form through the context. */
export function Form<V extends FieldValues, O>({
  form,
  onSubmit,
  className = 'flex flex-col gap-4',
  labelledBy,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  /** The id of the heading that names the form, where a page has several. */
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className={className}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The server's refusal, if any, then the submit button, busy while the request runs. */
export function SubmitRow({
  failure,
  busy,
  className,
  children,
}: {
  failure: Error | null | undefined;
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      {failure && <Alert kind="error">{failure.message}</Alert>}
      <Button busy={busy} {...(className ? { className } : {})}>
        {children}
      </Button>
    </>
  );
}

/**
 * The form's first error in one alert, where its fields show none of their own (rows of inputs);
 * `text`, where the form says one thing whatever is wrong.
 */
export function FormErrorAlert({ text }: { text?: string }) {
  const { errors } = useFormState();
  const first = firstErrorMessage(errors);
  return first ? <Alert kind="error">{text ?? first}</Alert> : null;
}
