import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t';

/** An image enlarged in a modal dialog; Escape, the close button or a click outside closes it. */
export function Lightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-label={alt}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) {
          dialog.current.close();
        }
      }}
      className="m-auto max-h-[92vh] max-w-[92vw] rounded-lg bg-black p-0 backdrop:bg-black/80"
    >
      <img src={src} alt={alt} className="max-h-[88vh] max-w-[92vw] object-contain" />
      <button
        type="button"
        onClick={() => dialog.current?.close()}
        className="absolute right-2 top-2 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-stone-900"
      >
        {t('common.action.close')}
      </button>
    </dialog>
  );
}
