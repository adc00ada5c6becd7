import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

// The landing's HTML in each language, written into the built pages (issue 18: Lighthouse on the
// landing). Until then a phone painted nothing before the entry's JavaScript had arrived and run:
// on Lighthouse's mobile preset, two thirds of the largest paint. src/prerender.tsx renders the
// same routes and texts the browser does, so main.tsx hydrates the page instead of replacing it.
// index.html is the English landing, index.hi.html the Hindi one; the server picks one per
// visitor (apps/server/src/plugins/spa.ts).
export const hindiLanding = 'index.hi.html';
const languages = ['en', 'hi'] as const;

export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'greenscape-prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    async closeBundle() {
      const ssrDir = path.join(root, 'dist-ssr');
      await build({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
      });
      const entry = pathToFileURL(path.join(ssrDir, 'prerender.js')).href;
      const { renderLanding } = (await import(entry)) as {
        renderLanding: (language: (typeof languages)[number]) => Promise<string>;
      };
      const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!page.includes('<div id="root"></div>')) {
        throw new Error('prerender-landing: index.html has no empty #root');
      }
      for (const language of languages) {
        // React puts preloads of the images it rendered first; the page's <head> already preloads
        // the hero, and hydration expects the markup to start with the app itself.
        const markup = (await renderLanding(language)).replace(/^(<link [^>]*\/>)+/, '');
        const tagline = (
          JSON.parse(
            readFileSync(path.join(root, `src/locales/${language}/shell.json`), 'utf8'),
          ) as Record<string, string>
        )['shell.tagline'];
        const html = page
          .replace('<html lang="en">', `<html lang="${language}">`)
          .replace(/<title>[^<]*<\/title>/, (title) =>
            language === 'en' ? title : `<title>Greenscape: ${tagline}</title>`,
          )
          .replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered="${language}">${markup}</div>`,
          );
        writeFileSync(path.join(outDir, language === 'en' ? 'index.html' : hindiLanding), html);
      }
      rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
