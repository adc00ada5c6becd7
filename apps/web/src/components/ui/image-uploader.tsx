import { onlineManager } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadsApi } from '@greenscape/shared/contract/uploads';
import { messages } from '@greenscape/shared/messages';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { UploadPurpose } from '@greenscape/shared/schemas/projects';
import { useT } from '../../i18n/use-t';
import { ApiError, clientRefusals } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';
import { useMessageText } from '../../lib/form-errors';
import { holdPhoto, releasePhotos } from '../../lib/held-photos';
import { randomUuid } from '../../lib/idempotency-key';
import { smallerPhoto } from '../../lib/resize-photo';
import { uploadImage } from '../../lib/upload';
import { Button } from './button';

type Item = {
  key: string;
  name: string;
  preview: string;
  progress: number;
  id?: string;
  /** Chosen without a network: kept on the phone, uploaded with the form (lib/held-photos.ts). */
  held?: boolean;
  error?: string;
};

const maxBytes = 10 * 1024 * 1024;

/**
 * Images only, several at once: each is made smaller on the phone (lib/resize-photo.ts), shows its
 * thumbnail and a progress bar while it uploads, and can be removed before the form is sent.
 * In a form of the outbox (`kept`), a photo chosen without a network is kept on the phone instead,
 * to go up with the form (docs/offline.md). Reports the ids of the finished uploads and kept photos.
 */
export function ImageUploader(props: {
  label: string;
  purpose: UploadPurpose;
  max?: number;
  onChange: (ids: string[], busy: boolean) => void;
  error?: string | undefined;
  /** The role whose account owns the uploads, when not the server's default for the purpose. */
  as?: Role;
  /**
   * The form goes through the outbox (features/offline/use-kept-step.ts), which uploads a photo
   * held on the phone: only then is a photo chosen without a network held rather than refused.
   */
  kept?: boolean;
}) {
  const { purpose, onChange, max = 10, as, kept = false } = props;
  const t = useT();
  const messageText = useMessageText();
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const done = items.filter((i) => i.id).map((i) => i.id!);
    const busy = items.some((i) => !i.id && !i.error);
    onChange(done, busy);
  }, [items, onChange]);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const full = items.length >= max;
  const update = (key: string, patch: Partial<Item>) =>
    setItems((current) => current.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const add = (files: FileList | null) => {
    const room = max - items.length;
    for (const file of Array.from(files ?? []).slice(0, Math.max(room, 0))) {
      const key = randomUuid();
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const item: Item = { key, name: file.name, preview, progress: 0 };
      if (!file.type.startsWith('image/')) {
        item.error = messages.onlyImages;
      } else if (file.size > maxBytes) {
        item.error = messages.imageTooBig;
      }
      setItems((current) => [...current, item]);
      if (!item.error) {
        void send(key, file);
      }
    }
  };

  const send = async (key: string, file: File) => {
    const small = await smallerPhoto(file);
    const hold = () => update(key, { id: holdPhoto(small), progress: 1, held: true });
    if (kept && !onlineManager.isOnline()) {
      hold();
      return;
    }
    try {
      const uploaded = await uploadImage(
        small,
        purpose,
        (p) => update(key, { progress: p }),
        undefined,
        as,
      );
      update(key, { id: uploaded.id, progress: 1 });
    } catch (error) {
      // The network went away during the upload: kept, as if chosen offline.
      if (
        kept &&
        error instanceof ApiError &&
        error.status === 0 &&
        error.message === clientRefusals.network
      ) {
        hold();
      } else {
        update(key, { error: (error as Error).message });
      }
    }
  };

  const remove = (item: Item) => {
    setItems((current) => current.filter((i) => i.key !== item.key));
    if (item.held && item.id) {
      releasePhotos([item.id]);
    } else if (item.id) {
      // Best effort: an upload nobody uses is harmless if this fails.
      void callApi(uploadsApi.remove, {
        params: { id: item.id },
        ...(as ? { query: { as } } : {}),
      }).catch(() => undefined);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${inputId}-label`} className="text-sm font-medium text-stone-800">
        {props.label}
      </span>
      {/* The browser's own file button speaks the browser's language ("Choose Files / No file
          chosen" on a Hindi page) and keeps saying "No file chosen" after photos were added:
          the input stays for keyboards and screen readers, the page draws the button and the
          count in the page's language. */}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-labelledby={`${inputId}-label`}
          aria-describedby={`${inputId}-count`}
          disabled={full}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className={`cursor-pointer rounded-md bg-brand-light px-4 py-2 text-sm font-semibold text-brand-dark peer-focus-visible:ring-2 peer-focus-visible:ring-brand ${full ? 'cursor-not-allowed opacity-50' : ''}`}
        >
          {items.length === 0 ? t('common.upload.choose') : t('common.upload.addMore')}
        </label>
        <span id={`${inputId}-count`} className="text-sm text-stone-600">
          {t('common.upload.count', { count: items.length })}
        </span>
      </div>
      <p className="text-xs text-stone-500">{t('common.upload.hint', { max })}</p>
      {props.error && <p className="text-sm text-red-700">{messageText(props.error)}</p>}
      {items.length > 0 && (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-4"
          aria-label={t('common.upload.chosen')}
        >
          {items.map((item, index) => (
            <li
              key={item.key}
              className="flex flex-col gap-1 rounded-md border border-stone-200 bg-white p-2"
            >
              <img
                src={item.preview}
                alt={t('common.upload.photo', { number: index + 1, name: item.name })}
                className="aspect-[4/3] w-full rounded object-cover"
              />
              {item.error ? (
                <p role="alert" className="text-xs break-words text-red-700">
                  {messageText(item.error)}
                </p>
              ) : item.held ? (
                <p className="text-xs break-words text-stone-600">{t('common.upload.held')}</p>
              ) : (
                <div
                  role="progressbar"
                  aria-label={t('common.upload.progress', { name: item.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                  className="h-1.5 overflow-hidden rounded bg-stone-200"
                >
                  <div
                    className="h-full bg-brand transition-all"
                    style={{ width: `${Math.round(item.progress * 100)}%` }}
                  />
                </div>
              )}
              <Button
                type="button"
                variant="link"
                onClick={() => remove(item)}
                className="self-start text-xs font-medium text-red-700"
                aria-label={t('common.upload.remove', { number: index + 1 })}
              >
                {t('common.action.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
