// `npm run bench:web`: builds the web app and weighs what the landing page loads: the entry, its
// static imports and the landing route's chunk with its own, gzipped. Budget (issue 9): at most
// 120 KB of JavaScript, and no code of the signed-in areas. Prints a table and PASS/FAIL, and
// writes bench/results/web.json.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const budgetKb = 120;
const areaCode = /features\/(user|admin|partner|supplier)\//;

if ((await run('npm', ['run', 'build', '-w', '@greenscape/web'])) !== 0) {
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

const rows = closure(['index.html', landingKey]).map((key) => {
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
console.log('');
for (const c of checks) {
  console.log(`${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.value}`);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/web.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows, totalGzip, checks }, null, 2)}\n`,
);
process.exit(checks.every((c) => c.pass) ? 0 : 1);
