import { existsSync, statSync } from 'node:fs';
import { runOrExit } from './run.mjs';

/**
 * Installs the locked dependencies when node_modules is missing or older than the lockfile, so
 * both commands work on a fresh clone without a prior `npm install`.
 */
export async function ensureInstalled() {
  const marker = 'node_modules/.package-lock.json';
  const stale =
    !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
  if (!stale) {
    return;
  }
  console.log('Installing dependencies (npm ci)...');
  await runOrExit('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}
