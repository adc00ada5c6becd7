import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';

/** Photos one at a time; previous and next wrap around at both ends (docs/product.md#screens). */
export function Carousel({ images, label }: { images: string[]; label: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return <p className="text-stone-500">{t('common.carousel.none')}</p>;
  }
  // Figures only, the same in every language.
  const position = `${index + 1} / ${images.length}`;
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  return (
    <div
      className="flex flex-col items-center gap-2"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <img
        src={images[index]}
        alt={t('common.carousel.photo', { label, number: index + 1, count: images.length })}
        className="max-h-96 w-full rounded-lg object-contain"
      />
      <div className="flex items-center gap-4">
        <Button
          type="button"
          variant="outline"
          size="xs"
          onClick={() => go(-1)}
          aria-label={t('common.carousel.previousLabel')}
        >
          {t('common.carousel.previous')}
        </Button>
        <span aria-live="polite" className="text-sm text-stone-600">
          {position}
        </span>
        <Button
          type="button"
          variant="outline"
          size="xs"
          onClick={() => go(1)}
          aria-label={t('common.carousel.nextLabel')}
        >
          {t('common.carousel.next')}
        </Button>
      </div>
    </div>
  );
}
