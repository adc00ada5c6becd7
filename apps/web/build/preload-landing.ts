import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { pageShell } from './preload-hero.ts';

// The modules every signed-in page needs before it can render (app/router.ts adds the areas'
// routes; app/layouts/query-layout.tsx; the kit's English texts), and those its area's loader
// (app/area-guard.ts) loads to read the session: otherwise each is found only once the one before
// it has run, and the session's read waits for two more round trips (docs/performance.md).
const areaModules = [
  'src/app/area-routes.tsx',
  'src/app/layouts/query-layout.tsx',
  'src/lib/query-client.ts',
  'src/lib/session.ts',
  'src/lib/session-calls.ts',
];
const areaTexts = '\0virtual:messages/en/common';

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');

/**
 * A chunk's file and the files it imports that the entry does not already bring; with `deep`, the
 * files those import too, since a modulepreload fetches its module alone, not what it imports.
 */
function filesOf(
  chunks: OutputChunk[],
  found: (OutputChunk | undefined)[],
  deep = false,
): string[] {
  const entry = chunks.find((c) => c.isEntry);
  const already = new Set(entry ? [entry.fileName, ...entry.imports] : []);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (c: OutputChunk) => {
    files.add(c.fileName);
    for (const file of c.imports) {
      const next = byFile.get(file);
      if (deep && next && !files.has(file) && !already.has(file)) {
        visit(next);
      } else {
        files.add(file);
      }
    }
  };
  found.forEach((c) => c && visit(c));
  return [...files].filter((f) => !already.has(f));
}

const preloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * Adds modulepreload links for the landing page's lazy chunk, the chunks it imports and its English
 * texts to the built index.html (docs/performance.md). Otherwise the browser only learns of them
 * once the entry chunk has run, one more round trip before the first paint of the landing page.
 * app.html, the page of every other route (build/preload-hero.ts), preloads what a signed-in page
 * needs instead: on a phone's link, the landing's chunks would only compete with them.
 */
export function preloadLanding(moduleSuffix: string): Plugin {
  let landingFiles: string[] = [];
  return {
    name: 'greenscape-preload-landing',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = chunksOf(ctx.bundle ?? {});
        const landing = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
        if (!landing) {
          throw new Error(`preload-landing: no chunk for ${moduleSuffix} in the bundle`);
        }
        // Its English texts (build/compile-messages.ts) are a chunk of their own, needed as early.
        const texts = chunks.find((c) => c.facadeModuleId === '\0virtual:messages/en/landing');
        landingFiles = filesOf(chunks, [landing, texts]);
        return landingFiles.map((file) => ({
          tag: 'link',
          injectTo: 'head' as const,
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        }));
      },
    },
    generateBundle(_options, bundle) {
      const shell = bundle[pageShell];
      if (shell?.type !== 'asset') {
        throw new Error(`preload-landing: no ${pageShell} in the bundle`);
      }
      const chunks = chunksOf(bundle);
      const area = filesOf(
        chunks,
        [
          ...areaModules.map((m) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(m)))),
          chunks.find((c) => c.facadeModuleId === areaTexts),
        ],
        true,
      );
      let html = String(shell.source);
      for (const file of landingFiles) {
        html = html.replace(
          new RegExp(`\\s*${preloadTag(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          '',
        );
      }
      shell.source = html.replace('</head>', `${area.map(preloadTag).join('\n    ')}\n  </head>`);
    },
  };
}
