import { useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';
import { Dialog } from './dialog';

/** An image enlarged in a modal dialog; Escape, the close button or a click outside closes it. */
export function Lightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <Dialog
      ref={dialog}
      label={alt}
      onClose={onClose}
      closeOnBackdrop
      className="m-auto max-h-[92vh] max-w-[92vw] rounded-lg bg-black p-0 backdrop:bg-black/80"
    >
      <img src={src} alt={alt} className="max-h-[88vh] max-w-[92vw] object-contain" />
      <Button
        type="button"
        variant="quiet"
        onClick={() => dialog.current?.close()}
        className="absolute right-2 top-2 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-stone-900"
      >
        {t('common.action.close')}
      </Button>
    </Dialog>
  );
}
