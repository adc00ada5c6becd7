import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './ensure-chromium.mjs';
import { serverNodeFlags } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const categories = ['performance', 'accessibility', 'best-practices'];

/** The production build on a fresh embedded database with the demo data, as `npm start` runs it. */
export async function startProductionBuild() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'greenscape-lighthouse-'));
  const child = spawn(
    process.execPath,
    [...serverNodeFlags, path.join(root, 'apps/server/dist/main.js')],
    {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        SEED: 'demo',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const url = /Greenscape is running at (http:\/\/localhost:\d+)/.exec(out)?.[1];
    if (url) {
      return {
        url,
        async stop() {
          child.kill('SIGTERM');
          await exited;
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Slow 4G as Lighthouse's mobile preset names it, applied to the browser's own network (not
 * simulated), so that what a warm cache serves costs nothing and the rest costs its real round
 * trips: the phone that opens the installed app again (docs/offline.md).
 */
const warmSlow4G = {
  disableStorageReset: true,
  throttlingMethod: 'devtools',
  throttling: {
    requestLatencyMs: 150 * 3.75,
    downloadThroughputKbps: 1.6 * 1024 * 0.9,
    uploadThroughputKbps: 750 * 0.9,
    cpuSlowdownMultiplier: 4,
  },
};

/**
 * Lighthouse's scores for a page with its default (mobile) settings in Debian's Chromium, the
 * median of `runs` for each category, since single runs of the performance score wander. With
 * `warm`, the page is loaded once first and every run finds the cache and the service worker of
 * that load, on a slow 4G link (warmSlow4G). With `reportsDir`, each counted run's report is kept
 * there as `<name>-<run>.json` (Lighthouse's viewer opens it).
 */
export async function scoresOf(url, { cookie, runs = 3, warm = false, reportsDir, name } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const all = [];
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    if (warm) {
      // The first visit installs the worker and fills the caches; its score is not counted.
      await lighthouse(url, { ...flags, disableStorageReset: true });
    }
    let retried = 0;
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { ...flags, ...(warm ? warmSlow4G : {}) });
      const lhr = result.lhr;
      // On a busy machine Chromium's trace now and then lacks the page's start; Lighthouse asks
      // for another run, and gets it, twice at most in a page's runs (counted in `retried`).
      if (lhr.runtimeError?.code === 'NO_NAVSTART' && retried < 2) {
        retried += 1;
        i -= 1;
        continue;
      }
      if (lhr.runtimeError) {
        throw new Error(`${url}: ${lhr.runtimeError.message}`);
      }
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(
          path.join(reportsDir, `${name ?? 'page'}-${all.length + 1}.json`),
          result.report,
        );
      }
      all.push({
        scores: Object.fromEntries(
          categories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
        ),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .map((a) => a.id),
        finalUrl: lhr.finalDisplayedUrl,
        largestPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      });
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return {
      url,
      finalUrl: all[0].finalUrl,
      scores: Object.fromEntries(categories.map((c) => [c, median(all.map((r) => r.scores[c]))])),
      runs: all.map((r) => r.scores),
      largestPaintsMs: all.map((r) => r.largestPaintMs),
      retried,
      largestPaintMs: median(all.map((r) => r.largestPaintMs ?? Infinity)),
      failingAudits: [...new Set(all.flatMap((r) => r.failing))],
    };
  } finally {
    await chrome.kill();
  }
}
