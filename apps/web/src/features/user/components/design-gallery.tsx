import { useState } from 'react';
import { Lightbox } from '../../../components/ui/lightbox';

/** The designs, numbered from 1; a click opens one large (docs/product.md#screens). */
export function DesignGallery({
  designs,
  selected,
}: {
  designs: string[];
  selected: number | null;
}) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {designs.map((url, index) => {
          const num = index + 1;
          return (
            <li
              key={url}
              className={`rounded-xl bg-white p-2 shadow-sm ${selected === num ? 'ring-4 ring-brand' : ''}`}
            >
              <button
                type="button"
                onClick={() => setOpen(num)}
                className="block w-full"
                aria-label={`Enlarge design ${num}`}
              >
                <img
                  src={`${url}/thumb`}
                  alt={`Design ${num}`}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
              </button>
              <p className="mt-2 text-center font-semibold">
                Design {num}
                {selected === num && (
                  <span className="ml-2 text-sm font-normal text-brand">(your choice)</span>
                )}
              </p>
            </li>
          );
        })}
      </ol>
      {open !== null && (
        <Lightbox src={designs[open - 1]!} alt={`Design ${open}`} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
