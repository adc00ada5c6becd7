import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compileMessages } from './apps/web/build/compile-messages';

// Two tiers: fast unit tests beside the code, and server tests that talk to a real database
// through the real HTTP stack (a fresh database per test file).
export default defineConfig({
  test: {
    projects: [
      {
        // The web's catalogues as its build serves them (apps/web/vite.config.ts).
        plugins: [
          compileMessages(fileURLToPath(new URL('./apps/web/src/locales', import.meta.url))),
        ],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The production build behind nginx (npm run deploy:local): runs after the build, so its
        // files are *.spec.ts, which the server tier does not pick up.
        test: {
          name: 'deploy',
          include: ['apps/server/test/deploy/**/*.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
