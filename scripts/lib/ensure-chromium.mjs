import { existsSync } from 'node:fs';
import { aptInstall } from './run.mjs';

export const chromiumPath = '/usr/bin/chromium';

/** Debian's Chromium for the browser tests; Playwright never downloads a browser of its own. */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) {
    return true;
  }
  console.log("Installing Debian's chromium for the browser tests...");
  const code = await aptInstall(['chromium', 'fonts-liberation']);
  return code === 0 && existsSync(chromiumPath);
}
