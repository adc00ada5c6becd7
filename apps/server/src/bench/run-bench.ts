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
import { connections, databases, root, scale, seconds, type Run } from './bench-settings';
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
const previous = path.join(out, 'bench.json');
const before = existsSync(previous)
  ? ((JSON.parse(readFileSync(previous, 'utf8')) as { checks?: Check[] }).checks ?? [])
  : [];
const checks = inARow(budgets(runs), before);
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'bench.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), connections, seconds, runs, checks }, null, 2)}\n`,
);
const md = markdown(runs, checks);
writeFileSync(path.join(out, 'bench.md'), md);
console.log(`\n${md}`);
process.exit(checks.every((c) => c.pass) ? 0 : 1);
