import type { Plugin } from 'vite';

/**
 * Adds modulepreload links for the landing page's lazy chunk, the chunks it imports and its English
 * texts to the built index.html (issue 9). Otherwise the browser only learns of them once the entry chunk has
 * run, one more round trip before the first paint of the landing page. The chunk is a few KB, so
 * the other pages sharing index.html lose next to nothing.
 */
export function preloadLanding(moduleSuffix: string): Plugin {
  return {
    name: 'greenscape-preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((o) => o.type === 'chunk');
        const landing = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
        // Its English texts (build/compile-messages.ts) are a chunk of their own, needed as early.
        const texts = chunks.find((c) => c.facadeModuleId === '\0virtual:messages/en/landing');
        const entry = chunks.find((c) => c.isEntry);
        if (!landing || !entry) {
          throw new Error(`preload-landing: no chunk for ${moduleSuffix} in the bundle`);
        }
        const already = new Set([entry.fileName, ...entry.imports]);
        const files = [
          landing.fileName,
          ...landing.imports,
          ...(texts ? [texts.fileName] : []),
        ].filter((f) => !already.has(f));
        return files.map((file) => ({
          tag: 'link',
          injectTo: 'head' as const,
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        }));
      },
    },
  };
}
