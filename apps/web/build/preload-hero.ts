import type { Plugin } from 'vite';

/** The page every other route is served (apps/server/src/plugins/spa.ts): no hero to preload. */
export const pageShell = 'app.html';
const heroPreload = /<link rel="preload" as="image"[^>]*>\s*/;
const emptyRoot = '<div id="root"></div>';
const staticHero = /<div id="root">.*?<!--\/static-hero--><\/div>/s;

/**
 * The landing's first frame before its JavaScript has run: the header's bar and the hero photo
 * with its shade, laid out with the classes of app/layouts/public-layout.tsx and
 * features/landing/components/hero-section.tsx, so nothing moves when React replaces it. The
 * photo is the page's largest paint: drawn from the HTML it no longer waits for the entry chunk
 * (render delay was about 60% of it, docs/performance.md). No text, so a Hindi visitor sees no
 * English flash. aria-hidden: the real page replaces it.
 */
function staticHeroHtml(avif: string, webp: string, fallback: string, sizes: string): string {
  return (
    '<div id="root"><div class="flex min-h-screen flex-col" aria-hidden="true">' +
    '<div class="sticky top-0 z-30 h-16 bg-brand shadow"></div>' +
    '<div class="relative isolate flex min-h-screen items-center overflow-hidden"><picture>' +
    `<source type="image/avif" srcset="${avif}" sizes="${sizes}">` +
    `<source type="image/webp" srcset="${webp}" sizes="${sizes}">` +
    `<img src="${fallback}" alt="" width="1280" height="1024" fetchpriority="high" ` +
    'class="absolute inset-0 -z-20 h-full w-full object-cover"></picture>' +
    '<div class="absolute inset-0 -z-10 bg-black/40"></div></div></div><!--/static-hero--></div>'
  );
}

/**
 * Puts a preload of the landing hero (AVIF, every width, as a srcset) into the built index.html,
 * so the browser fetches the largest image of the page while the JavaScript is still loading, not
 * after it (docs/performance.md). The URLs are fingerprinted, hence a build step rather than a
 * line in index.html. The hero is also drawn from the HTML (staticHeroHtml). Only the landing
 * shows the hero: the server answers the other routes with app.html, the same page without the
 * preload and the hero, so they do not spend a phone's bandwidth on it.
 */
export function preloadHero(name: string, sizes: string): Plugin {
  const pattern = new RegExp(`assets/photos/${name}-(\\d+)\\.(avif|webp)$`);
  return {
    name: 'greenscape-preload-hero',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const html = index?.type === 'asset' ? String(index.source) : '';
      if (!heroPreload.test(html) || !staticHero.test(html)) {
        throw new Error('preload-hero: no hero in index.html to leave out of app.html');
      }
      this.emitFile({
        type: 'asset',
        fileName: pageShell,
        source: html.replace(heroPreload, '').replace(staticHero, emptyRoot),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const found: { format: string; width: number; url: string }[] = [];
        for (const output of Object.values(ctx.bundle ?? {})) {
          if (output.type !== 'asset') {
            continue;
          }
          const match = output.originalFileNames.map((file) => pattern.exec(file)).find(Boolean);
          if (match) {
            found.push({ format: match[2]!, width: Number(match[1]), url: `/${output.fileName}` });
          }
        }
        found.sort((a, b) => a.width - b.width);
        const srcset = (format: string) =>
          found
            .filter((f) => f.format === format)
            .map((f) => `${f.url} ${f.width}w`)
            .join(', ');
        const webps = found.filter((f) => f.format === 'webp');
        if (!srcset('avif') || webps.length === 0) {
          throw new Error(`preload-hero: no AVIF and WebP files of ${name} in the bundle`);
        }
        if (!html.includes(emptyRoot)) {
          throw new Error('preload-hero: index.html has no empty #root for the static hero');
        }
        const hero = staticHeroHtml(srcset('avif'), srcset('webp'), webps.at(-1)!.url, sizes);
        return {
          html: html.replace(emptyRoot, hero),
          tags: [
            {
              tag: 'link',
              injectTo: 'head',
              attrs: {
                rel: 'preload',
                as: 'image',
                type: 'image/avif',
                imagesrcset: srcset('avif'),
                imagesizes: sizes,
                fetchpriority: 'high',
              },
            },
          ],
        };
      },
    },
  };
}
