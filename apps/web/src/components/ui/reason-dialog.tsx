import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextAreaField } from './select-field';

/**
 * ConfirmDialog's sibling for a choice that must say why (rejecting a payment, completing a
 * project with work or money still open): the question, what follows, and a reason that `check`
 * accepts before the choice is made. The reason is kept where others read it, so the dialog
 * stays open until it passes.
 */
export function ReasonDialog(props: {
  question: string;
  children?: ReactNode;
  reasonLabel: string;
  maxLength: number;
  /** The text that says what is wrong with the reason (a shared message), or undefined. */
  check: (reason: string) => string | undefined;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = props.check(reason);
    setError(problem);
    if (problem) {
      return;
    }
    props.onConfirm(reason.trim());
    dialog.current?.close();
  };
  return (
    <Dialog
      ref={dialog}
      onClose={props.onCancel}
      labelledBy={`${id}-question`}
      describedBy={props.children ? `${id}-details` : undefined}
      className="m-auto w-full max-w-md rounded-xl p-6 shadow-xl backdrop:bg-black/50"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <p id={`${id}-question`} className="text-lg font-semibold text-stone-900">
          {props.question}
        </p>
        {props.children && (
          <div id={`${id}-details`} className="flex flex-col gap-2 text-stone-700">
            {props.children}
          </div>
        )}
        <TextAreaField
          label={props.reasonLabel}
          rows={3}
          maxLength={props.maxLength}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) {
              setError(props.check(e.target.value));
            }
          }}
          error={error}
        />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" size="sm" onClick={() => dialog.current?.close()}>
            {props.cancelLabel ?? t('common.action.cancel')}
          </Button>
          <Button type="submit" size="sm">
            {props.confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
