import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadHero } from './build/preload-hero.ts';
import { preloadLanding } from './build/preload-landing.ts';

// In development the API runs on its own port (npm run dev); the page talks to /api either way.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadHero('forest-path', '100vw'),
    preloadLanding('features/landing/routes/landing-page.tsx'),
  ],
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
