import type { Plugin } from 'vite';

/** The page every other route is served (apps/server/src/plugins/spa.ts): no hero to preload. */
export const pageShell = 'app.html';
const heroPreload = /<link rel="preload" as="image"[^>]*>\s*/;

/**
 * Puts a preload of the landing hero (AVIF, every width, as a srcset) into the built index.html,
 * so the browser fetches the largest image of the page while the JavaScript is still loading
 * (issue 9). The URLs are fingerprinted, hence a build step rather than a line in index.html.
 * Only the landing shows the hero: the server answers the other routes with app.html, the same
 * page without the preload, so they do not spend a phone's bandwidth on it (issue 18.12).
 */
export function preloadHero(name: string, sizes: string): Plugin {
  const pattern = new RegExp(`assets/photos/${name}-(\\d+)\\.avif$`);
  return {
    name: 'greenscape-preload-hero',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const html = index?.type === 'asset' ? String(index.source) : '';
      if (!heroPreload.test(html)) {
        throw new Error('preload-hero: no hero preload in index.html to leave out of app.html');
      }
      this.emitFile({ type: 'asset', fileName: pageShell, source: html.replace(heroPreload, '') });
    },
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
