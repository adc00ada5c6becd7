import os from 'node:os';
import { connections, seconds, type Run } from './bench-settings';
import type { Check } from './budgets';

/** bench/results/bench.md: a table a run, then the budgets. */
export function markdown(runs: Run[], checks: Check[]): string {
  const lines = [
    `# Benchmark results`,
    '',
    `${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${connections} connections, ${seconds} s per scenario. Reproduce: \`npm run bench\`.`,
    '',
  ];
  for (const run of runs) {
    lines.push(
      `## ${run.database}, ${run.counts.projects} projects, ${run.counts.customers} customers, read cache ${run.readCache ? 'on' : 'off'}`,
      '',
      '| scenario | req/s | p50 ms | p99 ms | of ceiling | errors | CPU µs/req: app | PostgreSQL | autocannon |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...run.results.map(
        (m) =>
          `| ${m.scenario} | ${m.requestsPerSecond} | ${m.p50Ms} | ${m.p99Ms} | ${(m.ratioToCeiling * 100).toFixed(0)}% | ${m.errors} | ${m.cpu?.appUs ?? ''} | ${m.cpu?.postgresUs ?? ''} | ${m.cpu?.loadUs ?? ''} |`,
      ),
      '',
    );
  }
  lines.push('## Budgets (PostgreSQL)', '', '| budget | result | value |', '| --- | --- | --- |');
  lines.push(...checks.map((c) => `| ${c.name} | ${c.pass ? 'pass' : 'FAIL'} | ${c.value} |`), '');
  return lines.join('\n');
}
