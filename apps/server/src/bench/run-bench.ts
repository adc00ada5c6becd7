// `npm run bench` (docs/performance.md): the production build on a database seeded at scale,
// measured with autocannon on this machine, on a PostgreSQL server and on PGlite. On PostgreSQL it
// also runs without the read cache (every answer from the database), at full size and with a
// hundredth of the data, to show that page depth and size do not matter. One URL repeated a
// scenario, then the real-traffic scenario (real-traffic.ts), each judged against the ceiling
// measured just before and after it (ceiling.ts). Prints the tables, the CPU each party spends
// per request and the budgets, and writes bench/results/bench.json and bench.md.
//   BENCH_SECONDS (10) per scenario, BENCH_CONNECTIONS (50), BENCH_SCALE (1),
//   BENCH_DATABASES (postgres,pglite), BENCH_ONLY (comma-separated parts of scenario names, e.g.
//   `real traffic`; the ceiling always runs), BENCH_KINDS (comma-separated kinds of the
//   real-traffic mix, e.g. `write: message,customer: project list`, each also measured alone,
//   without a budget), BENCH_APP_NODE_ARGS (node flags for the server),
//   BENCH_PG_SOCKET=1 (the app reaches PostgreSQL through its Unix socket instead of TCP)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchOne } from './bench-one';
import { connections, databases, only, root, scale, seconds, type Run } from './bench-settings';
import { budgets, inARow, type Check } from './budgets';
import { markdown } from './report-markdown';

const runs: Run[] = [];
for (const database of databases as ('postgres' | 'pglite')[]) {
  runs.push(await benchOne(database, scale, true));
  if (database === 'postgres') {
    runs.push(await benchOne(database, scale, false));
    runs.push(await benchOne(database, scale / 100, false));
  }
}
const out = path.join(root, 'bench', 'results');
// The run before: the last full run on this machine with the same settings, kept out of git (a
// clone's committed results are another machine's), never a run that BENCH_ONLY cut short.
const historyFile = path.join(out, 'budget-history.json');
const settings = JSON.stringify({ scale, seconds, connections });
const history = existsSync(historyFile)
  ? (JSON.parse(readFileSync(historyFile, 'utf8')) as Record<string, Check[]>)
  : {};
const checks = inARow(budgets(runs), history[settings] ?? []);
const full = only.length === 0 && databases.includes('postgres');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'bench.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), connections, seconds, runs, checks }, null, 2)}\n`,
);
if (full) {
  writeFileSync(historyFile, `${JSON.stringify({ ...history, [settings]: checks }, null, 2)}\n`);
}
const md = markdown(runs, checks);
writeFileSync(path.join(out, 'bench.md'), md);
console.log(`\n${md}`);
process.exit(checks.every((c) => c.pass) ? 0 : 1);
