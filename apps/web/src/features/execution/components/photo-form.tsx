import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormImageUploader } from '../../../components/form/form-images';
import type { ExecutionRole } from '../api/execution';

/**
 * The form element of the job's text-and-photos forms (use-photo-form.ts), under a line at the
 * foot of the card it sits in. A proof and a change request are named by `label` alone, with no
 * heading of their own (a milestone's card holds them; the pages and e2e/ find them by that
 * name), which the kit's Form (components/form/form.tsx) cannot do: it names a form by a
 * heading's id. Without `label` the form has no name, as the visit's report has none.
 */
export function PhotoForm<V extends FieldValues, O>({
  form,
  onSubmit,
  label,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  label?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={label}
        className="flex flex-col gap-3 border-t border-stone-200 pt-3"
      >
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The form's work photos (docs/product.md#after-the-pick: the caller's own uploads, at most 10),
 * uploaded as the role of the area the step is taken from: the ids of the finished uploads are the
 * form's `photos`, checked by its schema with the rest.
 */
export function PhotoField({
  label,
  role,
  onBusy,
  kept = false,
}: {
  label: string;
  role: ExecutionRole;
  /** The form goes through the phone's outbox: a photo chosen offline is held for it. */
  kept?: boolean;
  /** use-photo-form.ts's, so the form waits while a photo uploads. */
  onBusy: (busy: boolean) => void;
}) {
  return (
    <FormImageUploader
      name="photos"
      label={label}
      purpose="work-photo"
      as={role}
      max={10}
      onBusy={onBusy}
      kept={kept}
    />
  );
}
