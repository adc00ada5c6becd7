import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';

type Labelled = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

type DialogProps = Labelled & {
  /** After the dialog closed (Escape, or `close()` on the ref): its owner unmounts it here. */
  onClose: () => void;
  describedBy?: string | undefined;
  /** A click beside the content closes it: only for a dialog whose content fills it edge to edge. */
  closeOnBackdrop?: boolean;
  /** Its size and look; keep a width that fits 375 px, such as min(36rem, 92vw). */
  className: string;
  ref?: Ref<HTMLDialogElement>;
  children: ReactNode;
};

/**
 * The kit's one modal. The browser's own modal dialog keeps the keyboard inside it, hides the page
 * from screen readers, closes on Escape and gives the focus back when it closes, which a
 * hand-made overlay would each have to imitate. It opens when it is mounted.
 */
export function Dialog({
  onClose,
  label,
  labelledBy,
  describedBy,
  closeOnBackdrop = false,
  className,
  ref,
  children,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read before the dialog takes the focus: React's development double mount runs the effect
  // below a second time with the focus already inside.
  const [opener] = useState(() => document.activeElement);
  useImperativeHandle(ref, () => dialog.current!, []);
  useEffect(() => {
    const element = dialog.current;
    // Opening an open dialog throws in older browsers; the double mount would do it.
    if (element && !element.open) {
      element.showModal();
    }
    return () => {
      // Unmounted without closing, the focus would fall to the page's start.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) {
        opener.focus();
      }
    };
  }, [opener]);
  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // React hands a nested dialog's close (a ConfirmDialog inside this one) up the component
      // tree: only this dialog's own close is its owner's business.
      onClose={(event) => {
        if (event.target === event.currentTarget) {
          onClose();
        }
      }}
      onClick={
        closeOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget) {
                event.currentTarget.close();
              }
            }
          : undefined
      }
      className={className}
    >
      {children}
    </dialog>
  );
}
