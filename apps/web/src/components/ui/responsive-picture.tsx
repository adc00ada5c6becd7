export type PhotoSet = { avif: string; webp: string; width: number }[];

/** An AVIF/WebP picture with responsive sizes; lazy unless it is above the fold. */
export function ResponsivePicture(props: {
  photos: PhotoSet;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  width: number;
  height: number;
}) {
  const srcSet = (format: 'avif' | 'webp') =>
    props.photos.map((p) => `${p[format]} ${p.width}w`).join(', ');
  const fallback = props.photos[props.photos.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={props.sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={props.sizes} />
      <img
        src={fallback.webp}
        alt={props.alt}
        width={props.width}
        height={props.height}
        className={props.className}
        loading={props.priority ? 'eager' : 'lazy'}
        fetchPriority={props.priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
