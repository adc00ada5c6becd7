import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { serverNodeFlags } from '../scripts/lib/server-flags.mjs';
import { e2eAdmin } from './fixtures/accounts';

// Browser tests run the production build (npm run build) on a fresh data folder, in Debian's
// Chromium: Playwright never downloads a browser here.
const port = Number(process.env.E2E_PORT ?? 3199);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp', `e2e-data-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // CI runs the browser tests on two busy cores; five seconds proved too short for a page that
  // loads a lazy route while the other worker re-encodes uploads.
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, '.tmp', 'results', 'e2e.json'),
      },
    ],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // Each story talks to the server itself; the service worker that keeps the app for a weak
    // signal (docs/offline.md) is let in by the stories about it (offline-app.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // A TOTP code works once, so the admin signs in through its page once per run and the
    // admin tests reuse that browser state.
    { name: 'admin-sign-in', testMatch: /admin\.setup\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['admin-sign-in'],
    },
  ],
  webServer: {
    command: ['node', ...serverNodeFlags, path.join(root, 'apps/server/dist/main.js')].join(' '),
    url: `http://localhost:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED: 'demo',
      // WhatsApp and MSG91 through their stand-ins (apps/server/src/deploy/stand-ins/).
      CHANNEL_STAND_INS: 'true',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ADMIN_TOTP_SECRET: e2eAdmin.totpSecret,
      // Every browser in these tests shares 127.0.0.1.
      OTP_REQUESTS_PER_ADDRESS: '1000',
      SIGNIN_FAILURES_PER_ADDRESS: '1000',
      // UPI and a GST registration, both fictional (no UPI app knows the handle), so
      // the payments story sees the QR code and a tax invoice.
      UPI_VPA: 'payments@greenscapedemo',
      UPI_PAYEE_NAME: 'Greenscape Demo',
      GSTIN: '29AAACG1234K1ZP',
      GST_STATE: '29',
      GST_SAC: '998133',
    },
  },
});
