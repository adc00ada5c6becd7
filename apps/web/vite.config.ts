import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { areaChunks } from './build/area-chunks.ts';
import { compileMessages } from './build/compile-messages.ts';
import { preloadHero } from './build/preload-hero.ts';
import { preloadLanding } from './build/preload-landing.ts';

// In development the API runs on its own port (npm run dev); the page talks to /api either way.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    react(),
    compileMessages(fileURLToPath(new URL('./src/locales', import.meta.url))),
    tailwindcss(),
    preloadHero('lawn-hero', '100vw'),
    preloadLanding('features/landing/routes/landing-page.tsx'),
    // The installable app (docs/offline.md): a manifest, and a service worker that keeps the app
    // shell (every page's code and styles) so that a page opens without a network.
    VitePWA({
      // A new version waits until the app is closed: taking over at once reloads the page, and a
      // form half filled on site with its photos would be lost.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Greenscape',
        short_name: 'Greenscape',
        description: 'Garden and landscape projects: designs, quotations, the work and its care.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fafaf9',
        theme_color: '#3B726A',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The code, styles and icons; not the landing's large photos, which a site visit never
        // needs, nor the fonts: a page uses the few its language needs, kept as they are used.
        globPatterns: ['**/*.{js,css,html,svg}', 'icons/*.png'],
        runtimeCaching: [
          {
            urlPattern: /\/assets\/.*\.woff2$/,
            handler: 'CacheFirst',
            options: { cacheName: 'fonts', expiration: { maxEntries: 40 } },
          },
        ],
        // Every page's address opens the app's shell (the server's app.html); the API never.
        navigateFallback: '/app.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    // The catalogues arrive parsed (build/compile-messages.ts): react-intl runs without the parser.
    alias: {
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/bench-web.mjs reads the chunk graph to weigh what the landing page loads.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: areaChunks() } },
  },
});
