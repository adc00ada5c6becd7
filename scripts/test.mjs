// `npm test`: installs what the tests need, then runs typecheck, lint, unit tests, server tests
// (PGlite, and a real PostgreSQL server when CI is set or TEST_POSTGRES=1), the production build
// and the browser tests. Every step runs even when an earlier one failed; the last line counts
// the tests that passed and failed, and the exit code is non-zero on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { playwrightFailures, printFailures, vitestFailures } from './lib/failures.mjs';
import { ensureNginxInstalled } from './lib/nginx.mjs';
import { pgliteOnly, pgliteTier } from './lib/pglite-tier.mjs';
import { ensurePostgresInstalled, freePort, startPostgres } from './lib/postgres.mjs';
import { run } from './lib/run.mjs';

const started = Date.now();
const results = path.resolve('.tmp/results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

await ensureInstalled();

const steps = [];
async function step(name, fn) {
  const began = Date.now();
  console.log(`\n=== ${name} ===`);
  let outcome;
  try {
    outcome = await fn();
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    outcome = { ok: false };
  }
  steps.push({ name, seconds: (Date.now() - began) / 1000, ...outcome });
}

const npm = (args, env) => run('npm', args, { env: { ...process.env, ...env } });

function vitestCounts(file) {
  if (!existsSync(file)) {
    return { passed: 0, failed: 1 };
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

async function vitest(project, name, env = {}, extraArgs = []) {
  const out = path.join(results, `${name}.json`);
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...extraArgs,
    ],
    { env: { ...process.env, ...env } },
  );
  const counts = vitestCounts(out);
  return { ok: code === 0, ...counts, failures: vitestFailures(out) };
}

await step('typecheck', async () => ({ ok: (await npm(['run', 'typecheck'])) === 0 }));
await step('lint', async () => ({ ok: (await npm(['run', 'lint'])) === 0 }));
await step('unit tests', () => vitest('unit', 'unit'));
// *.pg.test.ts need a PostgreSQL server of their own (two app instances on one database, a
// database restarted under load): they run in the PostgreSQL tier only.
// Two workers: a server test waits on its database and HTTP as much as it computes, so two at
// once finish the tier in three quarters of the time on two cores (249 s → 188 s, PGlite).
const serverWorkers = ['--maxWorkers=2'];
const wantPostgres = Boolean(process.env.CI) || process.env.TEST_POSTGRES === '1';
// TEST_POSTGRES cleared: with it, the server tests' global setup would start a PostgreSQL server
// of its own (apps/server/test/global-setup.ts); this tier is PGlite's. With the PostgreSQL tier
// to follow, it runs the files that differ on PGlite only (lib/pglite-tier.mjs says which).
// A listed file that was renamed would match nothing and quietly leave the tier.
const missing = pgliteTier.filter((file) => !existsSync(path.join('apps/server', file)));
await step(wantPostgres ? 'server tests (PGlite: its own part)' : 'server tests (PGlite)', () => {
  if (missing.length > 0) {
    throw new Error(`scripts/lib/pglite-tier.mjs lists missing files: ${missing.join(', ')}`);
  }
  return vitest('server', 'server-pglite', { TEST_POSTGRES: '' }, [
    '--exclude',
    '**/*.pg.test.ts',
    ...serverWorkers,
    ...(wantPostgres ? pgliteTier : []),
  ]);
});

if (wantPostgres) {
  await step('server tests (PostgreSQL)', async () => {
    if (!(await ensurePostgresInstalled())) {
      throw new Error('could not install PostgreSQL');
    }
    const port = await freePort();
    const server = await startPostgres(port);
    try {
      return await vitest('server', 'server-postgres', { TEST_POSTGRES_URL: server.url }, [
        ...serverWorkers,
        ...pgliteOnly.flatMap((file) => ['--exclude', `**/${file}`]),
      ]);
    } finally {
      await server.dispose();
    }
  });
} else {
  console.log('\n(server tests on PostgreSQL run when CI is set or TEST_POSTGRES=1)');
}

await step('build', async () => ({ ok: (await npm(['run', 'build'])) === 0 }));
await step('deploy (nginx, two instances, PostgreSQL, S3 stand-in)', async () => {
  if (!steps.find((s) => s.name === 'build')?.ok) {
    throw new Error('skipped: the build failed');
  }
  const installed = [ensurePostgresInstalled, ensureNginxInstalled, ensureChromium];
  for (const ensure of installed) {
    if (!(await ensure())) {
      throw new Error('could not install PostgreSQL, nginx and Chromium');
    }
  }
  return vitest('deploy', 'deploy');
});
await step('e2e (Playwright, Debian Chromium)', async () => {
  if (!steps.find((s) => s.name === 'build')?.ok) {
    throw new Error('skipped: the build failed');
  }
  if (!(await ensureChromium())) {
    throw new Error('could not install chromium');
  }
  const out = path.join(results, 'e2e.json');
  const code = await npm(['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (!existsSync(out)) {
    return { ok: false, passed: 0, failed: 1 };
  }
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  return {
    ok: code === 0,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    failures: playwrightFailures(out),
  };
});

for (const s of steps) {
  printFailures(s.name, s.failures ?? []);
}

let passed = 0;
let failed = 0;
console.log('\n=== summary ===');
for (const s of steps) {
  const counts = s.passed !== undefined ? ` (${s.passed} passed, ${s.failed} failed)` : '';
  console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name}${counts}  ${s.seconds.toFixed(1)} s`);
  if (s.passed !== undefined) {
    passed += s.passed;
    failed += s.failed;
  }
  // A failing step with no failed test of its own (typecheck, lint, build, a crashed runner)
  // counts as one failure, so the count never reads 0 failed on a red run.
  if (!s.ok && !s.failed) {
    failed += 1;
  }
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
