import { useCallback, useRef, useState } from 'react';
import { messages } from '@greenscape/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ImageUploader } from '../../../components/ui/image-uploader';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { useSetGallery } from '../api/partner-api';
import { thumbOf } from '@greenscape/shared/schemas/projects';

/**
 * 'Manage your gallery': add several images with progress, remove one at a time after a
 * confirmation (docs/product.md#screens).
 */
export function GalleryManager({ onClose }: { onClose: () => void }) {
  const t = useT();
  const localize = useLocalize();
  const partner = useAccount('service-provider');
  const setGallery = useSetGallery(partner._id);
  const dialog = useRef<HTMLDialogElement>(null);
  const [added, setAdded] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const [uploaderKey, setUploaderKey] = useState(0);
  // The picture asked about before it goes: removing deletes its file for good.
  const [removing, setRemoving] = useState<{ url: string; n: number }>();
  const onUploads = useCallback((ids: string[], uploading: boolean) => {
    setAdded(ids);
    setBusy(uploading);
  }, []);

  const addImages = async () => {
    if (await setGallery.mutateAsync([...partner.publicImages, ...added]).catch(() => undefined)) {
      setDone(messages.imagesUpdated);
      setUploaderKey((k) => k + 1);
    }
  };
  const remove = async (url: string) => {
    if (
      await setGallery
        .mutateAsync(partner.publicImages.filter((u) => u !== url))
        .catch(() => undefined)
    ) {
      setDone(messages.imagesRemoved);
    }
  };

  return (
    <Dialog
      ref={dialog}
      onClose={onClose}
      labelledBy="gallery-manager"
      className="m-auto w-[min(48rem,94vw)] rounded-xl p-6 backdrop:bg-black/50"
    >
      <h2 id="gallery-manager" className="mb-4 text-xl font-semibold">
        {t('partner.gallery.title')}
      </h2>
      {partner.publicImages.length === 0 && (
        <EmptyState title={t('partner.gallery.emptyTitle')}>
          {t('partner.gallery.emptyText')}
        </EmptyState>
      )}
      <ul
        className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4"
        aria-label={t('partner.gallery.label')}
      >
        {partner.publicImages.map((url, i) => (
          <li key={url} className="flex flex-col gap-1">
            <img
              src={thumbOf(url)}
              alt={t('partner.gallery.picture', { number: i + 1 })}
              className="aspect-[4/3] w-full rounded object-cover"
            />
            <Button
              type="button"
              variant="link"
              onClick={() => setRemoving({ url, n: i + 1 })}
              className="self-start text-xs font-medium text-red-700"
              aria-label={t('partner.gallery.removePicture', { number: i + 1 })}
            >
              {t('partner.gallery.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <ImageUploader
        key={uploaderKey}
        label={t('partner.gallery.addImage')}
        purpose="gallery"
        onChange={onUploads}
      />
      {removing && (
        <ConfirmDialog
          question={t('partner.gallery.removeQuestion', { number: removing.n })}
          confirmLabel={t('partner.gallery.removeConfirm')}
          cancelLabel={t('partner.gallery.cancel')}
          onConfirm={() => void remove(removing.url)}
          onCancel={() => setRemoving(undefined)}
        >
          <p>{t('partner.gallery.removeWarning')}</p>
        </ConfirmDialog>
      )}
      {done && <Alert kind="success">{localize(done)}</Alert>}
      {setGallery.error && <Alert kind="error">{localize(setGallery.error.message)}</Alert>}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          type="button"
          busy={setGallery.isPending}
          disabled={busy || added.length === 0}
          onClick={() => void addImages()}
        >
          {t('partner.gallery.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
          {t('partner.gallery.close')}
        </Button>
      </div>
    </Dialog>
  );
}
