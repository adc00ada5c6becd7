import type { PhotoSet } from '../../components/ui/responsive-picture';
import type { MessageId } from '../../i18n/namespaces';

// Vite fingerprints every file, so the URLs below are cached for a year by the server.
const files = import.meta.glob<string>('../../assets/photos/*.{avif,webp}', {
  eager: true,
  import: 'default',
  query: '?url',
});

function photoSet(name: string, widths: number[]): PhotoSet {
  return widths.map((width) => {
    const url = (format: string) => {
      const found = files[`../../assets/photos/${name}-${width}.${format}`];
      if (!found) {
        throw new Error(`Missing landing photo ${name}-${width}.${format}`);
      }
      return found;
    };
    return { width, avif: url('avif'), webp: url('webp') };
  });
}

export const heroPhoto = photoSet('lawn-hero', [640, 960, 1280]);

// Each `alt` is a key of the landing catalogue (locales/*/landing.json).
export const galleryPhotos: { photos: PhotoSet; alt: MessageId }[] = [
  { photos: photoSet('meadow-grass', [480, 960]), alt: 'landing.gallery.lawn' },
  { photos: photoSet('marigold', [480, 960]), alt: 'landing.gallery.marigold' },
  { photos: photoSet('ladybird-flowers', [480, 960]), alt: 'landing.gallery.ladybird' },
  { photos: photoSet('yellow-flower', [480, 960]), alt: 'landing.gallery.yellowFlower' },
  { photos: photoSet('orange-flower', [480, 960]), alt: 'landing.gallery.orangeFlower' },
];

export const aboutPhoto = photoSet('leaf-raindrops', [480, 960]);
