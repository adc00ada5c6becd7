import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { useT } from '../../../i18n/use-t';
import { galleryPhotos } from '../photos';

export function GallerySection() {
  const t = useT();
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="gallery-title" className="text-3xl font-bold text-brand">
          {t('shell.section.gallery')}
        </h2>
        {/* Rows of one height, and the last picture two columns wide on three columns: one
            large and four small pictures fill two columns and three columns alike, with no hole
            (e2e/tests/landing.spec.ts checks both widths). */}
        <ul className="mt-8 grid auto-rows-[8rem] grid-cols-2 gap-4 sm:auto-rows-[12rem] md:grid-cols-3">
          {galleryPhotos.map((g, index) => (
            <li
              key={g.alt}
              className={
                index === 0
                  ? 'col-span-2 row-span-2'
                  : index === galleryPhotos.length - 1
                    ? 'md:col-span-2'
                    : ''
              }
            >
              <ResponsivePicture
                photos={g.photos}
                alt={t(g.alt)}
                sizes={
                  index === 0 ? '(min-width: 768px) 66vw, 100vw' : '(min-width: 768px) 33vw, 50vw'
                }
                width={960}
                height={600}
                className="h-full w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
