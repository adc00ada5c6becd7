import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Lightbox } from '../../../components/ui/lightbox';
import { useT } from '../../../i18n/use-t';
import { thumbOf } from '@greenscape/shared/schemas/projects';

/** Photos of a step as thumbnails; each opens enlarged in the lightbox. */
export function PhotoStrip({ photos, label }: { photos: readonly string[]; label: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) {
    return null;
  }
  return (
    <>
      <ul aria-label={label} className="flex flex-wrap gap-2">
        {photos.map((url, i) => (
          <li key={url}>
            <Button
              type="button"
              variant="quiet"
              onClick={() => setOpen(i)}
              className="block overflow-hidden rounded-md border border-stone-200"
            >
              <img
                src={thumbOf(url)}
                alt={t('common.execution.photo', { label, number: i + 1 })}
                loading="lazy"
                className="h-20 w-20 object-cover"
              />
            </Button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Lightbox
          src={photos[open]!}
          alt={t('common.execution.photo', { label, number: open + 1 })}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
