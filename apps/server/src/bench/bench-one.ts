import { scenariosFor } from './app-scenarios';
import { startApp } from './bench-server';
import { connections, only, scale, seconds, type Run } from './bench-settings';
import { cpuNow, cpuPerRequest } from './cpu-split';
import { measure, type Measurement } from './scenarios';
import { seededDatabase } from './seeded-database';
import { tenMegabytePhoto } from './ten-megabyte-photo';
import { measureUploads, type UploadMeasurement } from './upload-bench';

// Made once, on the first run that sends it.
let photo: Buffer | undefined;

/** One run: a database seeded at the scale, the app on it, every chosen scenario measured. */
export async function benchOne(
  database: 'postgres' | 'pglite',
  at: number,
  readCache: boolean,
): Promise<Run> {
  const data = await seededDatabase(database, at);
  const app = await startApp({ ...data.env, ...(readCache ? {} : { READ_CACHE_SECONDS: '0' }) });
  const label = `${database} x${at}${readCache ? '' : ' no read cache'}`;
  try {
    const scenarios = await scenariosFor(app.url);
    const results: Measurement[] = [];
    const chosen = scenarios.filter(
      (s) => s.kind === 'ceiling' || only.length === 0 || only.some((o) => s.name.includes(o)),
    );
    // The ceiling is measured first and again last, and the higher of the two counts: a machine
    // busy with something else for a moment (autovacuum after the seed) must not flatter ratios.
    const ceilingScenario = chosen.find((s) => s.kind === 'ceiling')!;
    for (const scenario of [...chosen, ceilingScenario]) {
      // A short warm-up, so that caches and the JIT are in the same state for every scenario.
      await measure(app.url, scenario, { connections, seconds: 1 });
      const before = cpuNow(app.pid);
      const m = await measure(app.url, scenario, { connections, seconds });
      const cpu = cpuPerRequest(before, cpuNow(app.pid), m.requests ?? 0);
      console.log(
        `${label} ${scenario.name}: ${m.requestsPerSecond} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms${m.errors ? `, ${m.errors} errors` : ''}; CPU µs/request: app ${cpu.appUs}, PostgreSQL ${cpu.postgresUs}, autocannon ${cpu.loadUs}`,
      );
      const first = results.find((r) => r.kind === 'ceiling');
      if (scenario.kind === 'ceiling' && first) {
        if (m.requestsPerSecond > first.requestsPerSecond) {
          results[results.indexOf(first)] = { ...m, cpu, ratioToCeiling: 1 };
        }
        continue;
      }
      results.push({ ...m, cpu, ratioToCeiling: 1 });
    }
    const ceiling = results.find((r) => r.kind === 'ceiling')!.requestsPerSecond;
    for (const r of results) {
      r.ratioToCeiling = r.requestsPerSecond / ceiling;
    }
    let uploads: UploadMeasurement | undefined;
    const list = scenarios.find((s) => s.name === 'customer: project list')!;
    // On the run without the read cache, so that the reads during the uploads go to PostgreSQL.
    if (
      database === 'postgres' &&
      at === scale &&
      !readCache &&
      (only.length === 0 || only.includes('upload'))
    ) {
      photo ??= await tenMegabytePhoto();
      uploads = await measureUploads(app.url, list.cookie!, list, photo, seconds);
      console.log(
        `${label} uploads: ${(photo.length / 1e6).toFixed(1)} MB photo in ${uploads.singleMs.median} ms (max ${uploads.singleMs.max}); ${list.name} p99 ${uploads.read.aloneP99Ms} ms alone, ${uploads.read.duringP99Ms} ms during ${uploads.uploadsDuringBurst} uploads`,
      );
    }
    return {
      database,
      scale: at,
      readCache,
      counts: data.counts,
      results,
      ...(uploads ? { uploads } : {}),
    };
  } finally {
    await app.stop();
    await data.stop();
  }
}
