// `npm run bench:web`: builds the app and weighs what the landing page loads: the entry, its static
// imports and the landing route's chunk with its own, gzipped. Budget (docs/performance.md): at
// most 120 KB of JavaScript, and no code of the signed-in areas. Then Lighthouse (mobile preset,
// Debian's Chromium, median of 3 runs) on the production build with the demo data: at least 95
// for performance and 100 for accessibility and best practices on the landing page; at least 90
// in every category on the customer's project list and on one of the customer's project pages
// opened for the first time, signed in, each with its largest paint under 2.5 s; and the service
// worker's precache, at most 600 KB gzipped. Reports the same project page opened again from the
// installed app (warm cache, slow 4G: docs/offline.md). Prints tables and PASS/FAIL, and writes
// bench/results/web.json. `--no-build` measures the build already in apps/web/dist, so that a
// shared machine's lock (docs/performance.md, "Phones") need not be held while it builds;
// BENCH_WEB_REPORTS=<folder> keeps every Lighthouse report there, to read where a page's time went.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { scoresOf, startProductionBuild } from './lib/lighthouse.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const budgetKb = 120;
const precacheBudgetKb = 600;
// Lighthouse's own line between a good and a poor largest paint on its mobile profile.
const largestPaintBudgetS = 2.5;
const areaCode = /features\/(user|admin|partner|supplier)\//;

const reportsDir = process.env.BENCH_WEB_REPORTS;
if (!process.argv.includes('--no-build') && (await run('npm', ['run', 'build'])) !== 0) {
  process.exit(1);
}
if (!(await ensureChromium())) {
  console.error("could not install Debian's chromium for Lighthouse");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const landingKey = Object.keys(manifest).find((k) =>
  k.endsWith('features/landing/routes/landing-page.tsx'),
);
if (!landingKey) {
  console.error('the landing route is not a chunk of its own');
  process.exit(1);
}

/** The chunks a page needs before it can render: the entries and their static imports. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) {
      return;
    }
    seen.add(key);
    for (const next of manifest[key].imports ?? []) {
      visit(next);
    }
  };
  keys.forEach(visit);
  return [...seen];
}

// The landing's English texts (apps/web/build/compile-messages.ts) load before it renders.
const landingTexts = Object.keys(manifest).filter((k) => k === 'virtual:messages/en/landing');
const rows = closure(['index.html', landingKey, ...landingTexts]).map((key) => {
  const file = manifest[key].file;
  const body = readFileSync(path.join(dist, file));
  const mapFile = path.join(dist, `${file}.map`);
  const sources = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')).sources : [];
  return {
    file,
    bytes: body.length,
    gzip: gzipSync(body).length,
    areaSources: sources.filter((s) => areaCode.test(s)),
  };
});
const totalGzip = rows.reduce((sum, r) => sum + r.gzip, 0);
const areaFiles = rows.filter((r) => r.areaSources.length > 0);

console.log('\nJavaScript the landing page loads');
console.log('| file | bytes | gzip |');
console.log('| --- | ---: | ---: |');
for (const r of rows) {
  console.log(`| ${r.file} | ${r.bytes} | ${r.gzip} |`);
}
console.log(`| total | ${rows.reduce((s, r) => s + r.bytes, 0)} | ${totalGzip} |`);
const checks = [
  {
    name: `landing JavaScript <= ${budgetKb} KB gzipped`,
    pass: totalGzip <= budgetKb * 1024,
    value: `${(totalGzip / 1024).toFixed(1)} KB`,
  },
  {
    name: 'no customer, admin, partner or supplier code on the landing page',
    pass: areaFiles.length === 0,
    value:
      areaFiles.map((r) => `${r.file}: ${r.areaSources.slice(0, 3).join(', ')}`).join('; ') ||
      'none',
  },
];
// What the service worker keeps for a weak signal (docs/offline.md): every file of its precache
// list, as a phone downloads it once in the background, compressed.
const precached = [...readFileSync(path.join(dist, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)]
  .map((m) => m[1])
  .filter((url) => existsSync(path.join(dist, url)));
const precacheBytes = precached.map((url) => readFileSync(path.join(dist, url)));
const precache = {
  files: precached.length,
  bytes: precacheBytes.reduce((sum, b) => sum + b.length, 0),
  gzip: precacheBytes.reduce((sum, b) => sum + gzipSync(b).length, 0),
};
console.log("\nThe service worker's precache");
console.log('| files | bytes | gzip |');
console.log('| ---: | ---: | ---: |');
console.log(`| ${precache.files} | ${precache.bytes} | ${precache.gzip} |`);
checks.push({
  name: `service worker precache <= ${precacheBudgetKb} KB gzipped`,
  pass: precache.files > 0 && precache.gzip <= precacheBudgetKb * 1024,
  value: `${precache.files} files, ${(precache.gzip / 1024).toFixed(1)} KB`,
});

const server = await startProductionBuild();
let pages;
try {
  const signin = await fetch(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'asha@demo.greenscape.example', password: 'greenscape-demo' }),
  });
  if (signin.status !== 200) {
    throw new Error(`the demo customer could not sign in: ${signin.status}`);
  }
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const customer = await signin.json();
  const list = await fetch(`${server.url}/api/user/allprojects/${customer._id}`, {
    headers: { cookie },
  });
  // The project with the most to show: its job under way (milestones, payments, the conversation).
  const projects = await list.json();
  const project = [...projects].sort(
    (a, b) => b.workflow.milestoneCount - a.workflow.milestoneCount,
  )[0];
  if (!project) {
    throw new Error(`the demo customer has no project: ${list.status}`);
  }
  // Each page's reports, when kept, under the page's own name.
  const scores = (name, pagePath, options = {}) =>
    scoresOf(`${server.url}${pagePath}`, { ...options, reportsDir, name });
  pages = {
    landing: await scores('landing', '/'),
    projectList: await scores('projectList', '/user/project', { cookie }),
    project: await scores('project', `/user/project/${project._id}`, { cookie }),
    projectWarm: await scores('projectWarm', `/user/project/${project._id}`, {
      cookie,
      warm: true,
    }),
  };
} finally {
  await server.stop();
}
console.log(
  '\nLighthouse, mobile preset (median of 3 runs; project: a first visit, signed in; projectWarm: the same page opened again, warm cache and service worker, on slow 4G)',
);
console.log('| page | performance | accessibility | best practices | largest paint |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, p] of Object.entries(pages)) {
  console.log(
    `| ${name} | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores['best-practices']} | ${(p.largestPaintMs / 1000).toFixed(1)} s |${p.retried ? ` (${p.retried} run(s) again: no trace start)` : ''}`,
  );
}
const scoreCheck = (name, page, least) => {
  const low = Object.entries(least).filter(([c, min]) => page.scores[c] < min);
  return {
    name,
    pass: low.length === 0 && new URL(page.finalUrl).pathname === new URL(page.url).pathname,
    value: `${Object.entries(page.scores)
      .map(([c, v]) => `${c} ${v}`)
      .join(
        ', ',
      )}${page.failingAudits.length ? `; below 90: ${page.failingAudits.join(', ')}` : ''}`,
  };
};
checks.push(
  scoreCheck(
    'Lighthouse on the landing page: performance >= 95, accessibility and best practices 100',
    pages.landing,
    { performance: 95, accessibility: 100, 'best-practices': 100 },
  ),
  scoreCheck("Lighthouse on the customer's project list: every category >= 90", pages.projectList, {
    performance: 90,
    accessibility: 90,
    'best-practices': 90,
  }),
  scoreCheck(
    "Lighthouse on a customer's project page, first visit: every category >= 90",
    pages.project,
    { performance: 90, accessibility: 90, 'best-practices': 90 },
  ),
  ...['projectList', 'project'].map((name) => ({
    name: `largest paint of ${name} < ${largestPaintBudgetS} s`,
    pass: pages[name].largestPaintMs < largestPaintBudgetS * 1000,
    value: `${(pages[name].largestPaintMs / 1000).toFixed(1)} s (runs ${pages[name].largestPaintsMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')})`,
  })),
);
console.log('');
const warm = pages.projectWarm;
console.log(
  `INFO  a project page opened again on slow 4G, warm cache: performance ${warm.scores.performance}, largest paint ${(warm.largestPaintMs / 1000).toFixed(1)} s (runs ${warm.runs.map((r) => r.performance).join(', ')})`,
);
for (const c of checks) {
  console.log(`${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.value}`);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/web.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows, totalGzip, precache, lighthouse: pages, checks }, null, 2)}\n`,
);
process.exit(checks.every((c) => c.pass) ? 0 : 1);
