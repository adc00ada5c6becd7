import type { Plugin } from 'vite';

/**
 * Puts a preload of the landing hero (AVIF, every width, as a srcset) into the built index.html,
 * so the browser fetches the largest image of the page while the JavaScript is still loading
 * (issue 9). The URLs are fingerprinted, hence a build step rather than a line in index.html.
 */
export function preloadHero(name: string, sizes: string): Plugin {
  const pattern = new RegExp(`assets/photos/${name}-(\\d+)\\.avif$`);
  return {
    name: 'greenscape-preload-hero',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const candidates: string[] = [];
        for (const output of Object.values(ctx.bundle ?? {})) {
          if (output.type !== 'asset') {
            continue;
          }
          const width = output.originalFileNames
            .map((file) => pattern.exec(file)?.[1])
            .find(Boolean);
          if (width) {
            candidates.push(`/${output.fileName} ${width}w`);
          }
        }
        if (candidates.length === 0) {
          throw new Error(`preload-hero: no AVIF files of ${name} in the bundle`);
        }
        return [
          {
            tag: 'link',
            injectTo: 'head',
            attrs: {
              rel: 'preload',
              as: 'image',
              type: 'image/avif',
              imagesrcset: candidates
                .sort((a, b) => parseInt(a.split(' ')[1]!) - parseInt(b.split(' ')[1]!))
                .join(', '),
              imagesizes: sizes,
              fetchpriority: 'high',
            },
          },
        ];
      },
    },
  };
}
