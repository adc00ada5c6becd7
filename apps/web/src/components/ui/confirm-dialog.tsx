import { useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * An accessible yes/cancel question, instead of window.confirm (docs/product.md#texts). Choices
 * that cannot be undone name what is chosen in the question and say what follows,
 * and that it is final, in the children.
 */
export function ConfirmDialog(props: {
  question: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  return (
    <Dialog
      ref={dialog}
      onClose={props.onCancel}
      labelledBy={`${id}-question`}
      describedBy={props.children ? `${id}-details` : undefined}
      className="m-auto max-w-md rounded-xl p-6 shadow-xl backdrop:bg-black/50"
    >
      <p id={`${id}-question`} className="mb-3 text-lg font-semibold text-stone-900">
        {props.question}
      </p>
      {props.children && (
        <div id={`${id}-details`} className="mb-5 flex flex-col gap-2 text-stone-700">
          {props.children}
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="sm" onClick={() => dialog.current?.close()}>
          {props.cancelLabel ?? t('common.action.cancel')}
        </Button>
        <Button
          type="button"
          size="sm"
          onClick={() => {
            props.onConfirm();
            dialog.current?.close();
          }}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
