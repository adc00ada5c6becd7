import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Lightbox } from '../../../components/ui/lightbox';
import { T, useT } from '../../../i18n/use-t';
import { hidden } from './text-parts';
import { thumbOf } from '@greenscape/shared/schemas/projects';

/**
 * The designs as cards, numbered from 1; a click on the picture opens it large
 * (docs/product.md#screens). While the customer may choose (`canChoose`, the rule of
 * packages/shared/src/workflow.ts on the project's state), each card has its own 'Choose this
 * design' button; the page asks for confirmation before it sends the pick. The chosen design is
 * marked.
 */
export function DesignGallery({
  designs,
  selected,
  canChoose = () => false,
  busy = false,
  onChoose,
}: {
  designs: string[];
  selected: number | null;
  canChoose?: (num: number) => boolean;
  busy?: boolean;
  onChoose?: (num: number) => void;
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ol
        aria-label={t('user.designs.list')}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {designs.map((url, index) => {
          const num = index + 1;
          const chosen = selected === num;
          const title = `${id}-design-${num}`;
          return (
            <li key={url} className="flex">
              <article
                aria-labelledby={title}
                className={`flex w-full flex-col gap-3 rounded-xl bg-white p-3 shadow-sm ${chosen ? 'ring-4 ring-brand' : 'border border-stone-200'}`}
              >
                <Button
                  type="button"
                  variant="quiet"
                  onClick={() => setOpen(num)}
                  className="block w-full"
                  aria-label={t('user.designs.enlarge', { num })}
                >
                  <img
                    src={thumbOf(url)}
                    alt={t('user.designs.name', { num })}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                </Button>
                <div className="flex items-center justify-between gap-2">
                  <h3 id={title} className="font-semibold text-stone-900">
                    {t('user.designs.name', { num })}
                  </h3>
                  {chosen && (
                    <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white">
                      {t('user.choice.yours')}
                    </span>
                  )}
                </div>
                {onChoose && canChoose(num) && (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => onChoose(num)}
                    className="mt-auto w-full"
                  >
                    <T id="user.designs.choose" values={{ num, hidden }} />
                  </Button>
                )}
              </article>
            </li>
          );
        })}
      </ol>
      {open !== null && (
        <Lightbox
          src={designs[open - 1]!}
          alt={t('user.designs.name', { num: open })}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
