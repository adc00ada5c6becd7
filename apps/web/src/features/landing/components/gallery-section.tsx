import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { galleryPhotos } from '../photos';

export function GallerySection() {
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="gallery-title" className="text-3xl font-bold text-brand">
          Gallery
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
          {galleryPhotos.map((g, index) => (
            <li key={g.alt} className={index === 0 ? 'col-span-2 row-span-2' : ''}>
              <ResponsivePicture
                photos={g.photos}
                alt={g.alt}
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
