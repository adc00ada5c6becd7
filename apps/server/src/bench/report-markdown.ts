import os from 'node:os';
import { connections, floorScenario, seconds, type Run } from './bench-settings';
import type { Check } from './budgets';
import { ceilingSeconds } from './ceiling';
import { hitRateText, mixText, percent } from './report-lines';
import type { Measurement } from './scenarios';

const runName = (run: Run) =>
  `${run.database}, ${run.counts.projects} projects, read cache ${run.readCache ? 'on' : 'off'}`;

const cpuCells = (m: Measurement) =>
  `${m.cpu?.appUs ?? ''} | ${m.cpu?.postgresUs ?? ''} | ${m.cpu?.loadUs ?? ''}`;

const header = (first: string, extra = '') => [
  `| ${first} | req/s | ceiling before | ceiling after | of ceiling | p50 ms | p99 ms | errors |${extra} CPU µs/req: app | PostgreSQL | autocannon |`,
  `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${extra ? ' --- |' : ''} ---: | ---: | ---: |`,
];

const row = (first: string, m: Measurement, extra = '') =>
  `| ${first} | ${m.requestsPerSecond} | ${m.ceilingBefore ?? ''} | ${m.ceilingAfter ?? ''} | ${percent(m.ratioToCeiling)} | ${m.p50Ms} | ${m.p99Ms} | ${m.errors} |${extra} ${cpuCells(m)} |`;

// The ceiling's row first, then the real-traffic scenario (which runs last), then the others.
const rank = (m: Measurement) => (m.kind === 'ceiling' ? 0 : m.traffic ? 1 : 2);

/** The real-traffic scenario of every run, its hit rate, and what it asked for. */
function realTraffic(runs: Run[]): string[] {
  const withTraffic = runs.flatMap((run) => {
    const m = run.results.find((r) => r.traffic);
    return m?.traffic ? [{ run, m, t: m.traffic }] : [];
  });
  if (withTraffic.length === 0) {
    return [];
  }
  const first = withTraffic[0]!;
  const { people } = first.t;
  const kinds = [...new Set(withTraffic.flatMap(({ t }) => Object.keys(t.byKind)))].sort();
  return [
    '## Real traffic',
    '',
    `Signed-in people, each reading its own pages, 2% writes spread through the run (apps/server/src/bench/traffic-mix.ts); ${people.customers} customers, ${people.partners} partners and ${people.admins} admins signed in on ${runName(first.run)}.`,
    '',
    ...header('run', ' read cache |'),
    ...withTraffic.map(({ run, m, t }) => row(runName(run), m, ` ${hitRateText(t)} |`)),
    '',
    '| requests answered (mean ms) | ' +
      withTraffic.map(({ run }) => runName(run)).join(' | ') +
      ' |',
    '| --- |' + withTraffic.map(() => ' ---: |').join(''),
    ...kinds.map(
      (kind) =>
        `| ${kind} | ${withTraffic.map(({ t }) => `${t.byKind[kind] ?? 0} (${t.meanMsByKind[kind] ?? '-'} ms)`).join(' | ')} |`,
    ),
    `| all | ${withTraffic.map(({ t }) => mixText(t)).join(' | ')} |`,
    `| pickable projects left | ${withTraffic.map(({ t }) => t.picksLeft).join(' | ')} |`,
    '',
    ...runs.flatMap((run) =>
      run.steady
        ? [
            `At a steady rate on ${runName(run)} (open loop, half of its capacity, each wait counted from when the request was due: apps/server/src/bench/open-loop.ts): ${run.steady.rate} req/s of ${run.steady.capacity}, p50 ${run.steady.p50Ms} ms, p99 ${run.steady.p99Ms} ms, p99.9 ${run.steady.p999Ms} ms, max ${run.steady.maxMs} ms, ${run.steady.errors} errors, at most ${run.steady.mostInFlight} waiting at once${run.steady.fullCollections ? `, ${run.steady.fullCollections.count} full garbage collections (${run.steady.fullCollections.ms} ms)` : ''}.`,
            '',
          ]
        : [],
    ),
  ];
}

/** bench/results/bench.md: the real-traffic run, a table a run, then the budgets. */
export function markdown(runs: Run[], checks: Check[]): string {
  const lines = [
    `# Benchmark results`,
    '',
    `${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${connections} connections, ${seconds} s per scenario. Every share is of the ceiling (hello, ${ceilingSeconds(seconds)} s) measured just before and just after the scenario in the same run. Reproduce: \`npm run bench\`.`,
    '',
    ...realTraffic(runs),
  ];
  for (const run of runs) {
    lines.push(
      `## ${runName(run)}, ${run.counts.customers} customers`,
      '',
      run.readCache
        ? 'One URL repeated is the read cache at its best: these are best cases, not budgets.'
        : 'Every answer worked out from the database.',
      '',
      ...header('scenario'),
      ...[...run.results]
        .sort((a, b) => rank(a) - rank(b))
        .map((m) =>
          m.kind === 'ceiling'
            ? row(`${m.scenario}, mean of ${run.ceilings.length} runs`, m)
            : row(
                // The floor and the real-traffic run are not one cached URL: no best case.
                run.readCache && !m.traffic && m.scenario !== floorScenario
                  ? `${m.scenario} (best case)`
                  : m.scenario,
                m,
              ),
        ),
      '',
      `Ceiling runs, in order: ${run.ceilings.join(', ')} req/s.`,
      '',
    );
  }
  lines.push(
    '## Budgets (PostgreSQL)',
    '',
    'A budget passes when it holds in this run and in the run before (budgets.ts inARow).',
    '',
    '| budget | result | this run | the run before | value |',
    '| --- | --- | --- | --- | --- |',
  );
  const word = (held: boolean | undefined) => (held ? 'holds' : 'does not');
  lines.push(
    ...checks.map(
      (c) =>
        `| ${c.name} | ${c.pass ? 'pass' : 'FAIL'} | ${word(c.holds)} | ${word(c.heldBefore)} | ${c.value} |`,
    ),
    '',
  );
  return lines.join('\n');
}
