import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
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
  },
});
