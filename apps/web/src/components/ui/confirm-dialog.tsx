import { useEffect, useRef } from 'react';

/** An accessible yes/cancel question, instead of window.confirm (docs/product.md#texts). */
export function ConfirmDialog(props: {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      onClose={props.onCancel}
      aria-labelledby="confirm-question"
      className="m-auto rounded-xl p-6 shadow-xl backdrop:bg-black/50"
    >
      <p id="confirm-question" className="mb-5 text-lg font-medium text-stone-900">
        {props.question}
      </p>
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded-md border border-stone-300 px-4 py-2 font-medium"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={() => {
            props.onConfirm();
            dialog.current?.close();
          }}
          className="rounded-md bg-brand px-4 py-2 font-semibold text-white"
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
