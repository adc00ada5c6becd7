import type { PhotoSet } from '../../components/ui/responsive-picture';

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

export const heroPhoto = photoSet('forest-path', [640, 1280, 1920]);

export const galleryPhotos = [
  { photos: photoSet('meadow-grass', [480, 960]), alt: 'A fresh green lawn in morning light' },
  { photos: photoSet('marigold', [480, 960]), alt: 'Marigolds in full bloom in a garden bed' },
  {
    photos: photoSet('ladybird-flowers', [480, 960]),
    alt: 'A ladybird on small white garden flowers',
  },
  {
    photos: photoSet('yellow-flower', [480, 960]),
    alt: 'A yellow flower against soft green leaves',
  },
  { photos: photoSet('orange-flower', [480, 960]), alt: 'An orange flower opening in the sun' },
];

export const aboutPhoto = photoSet('leaf-raindrops', [480, 960]);
