import { scenariosFor } from './app-scenarios';
import { startApp } from './bench-server';
import { connections, only, scale, seconds, type Run } from './bench-settings';
import { cpuNow, cpuPerRequest } from './cpu-split';
import { againstCeiling, ceilingRow, ceilingSeconds } from './ceiling';
import { measurementLine } from './report-lines';
import { measure, type Measurement, type Scenario } from './scenarios';
import { seededDatabase } from './seeded-database';
import { tenMegabytePhoto } from './ten-megabyte-photo';
import { steadyRate } from './open-loop';
import { fullCollectionsIn, metricsText, realTrafficName } from './real-traffic';
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
    const scenarios = await scenariosFor(app.url, data.traffic);
    const chosen = scenarios.filter(
      (s) => s.kind !== 'ceiling' && (only.length === 0 || only.some((o) => s.name.includes(o))),
    );
    const ceilingScenario = scenarios.find((s) => s.kind === 'ceiling')!;
    const timed = async (scenario: Scenario, duration: number) => {
      // A short warm-up, so that caches and the JIT are in the same state for every scenario.
      await measure(app.url, scenario, { connections, seconds: 1 });
      const before = cpuNow(app.pid);
      const m = await measure(app.url, scenario, { connections, seconds: duration });
      return { ...m, cpu: cpuPerRequest(before, cpuNow(app.pid), m.requests ?? 0) };
    };
    const ceilingRun = async () => {
      const m = await timed(ceilingScenario, ceilingSeconds(seconds));
      console.log(`${label} ceiling: ${m.requestsPerSecond} req/s, p99 ${m.p99Ms} ms`);
      return m;
    };
    // The ceiling before the first scenario and after each one (ceiling.ts).
    const ceilings = [await ceilingRun()];
    const results: Measurement[] = [];
    for (const scenario of chosen) {
      const before = ceilings.at(-1)!.requestsPerSecond;
      const m = await timed(scenario, seconds);
      ceilings.push(await ceilingRun());
      results.push(againstCeiling(m, before, ceilings.at(-1)!.requestsPerSecond));
      console.log(`${label} ${measurementLine(results.at(-1)!)}`);
    }
    results.unshift(ceilingRow(ceilings));
    const steady = await steadyMix(app.url, chosen, results, label, {
      judged: database === 'postgres' && at === scale && readCache,
    });
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
      ceilings: ceilings.map((c) => c.requestsPerSecond),
      results,
      ...(uploads ? { uploads } : {}),
      ...(steady ? { steady } : {}),
    };
  } finally {
    await app.stop();
    await data.stop();
  }
}

/**
 * The real-traffic mix once more, open loop at half of the capacity it just showed
 * (docs/performance.md#latency-at-a-steady-rate), on the run the budget is judged on.
 */
async function steadyMix(
  url: string,
  chosen: Scenario[],
  results: Measurement[],
  label: string,
  { judged }: { judged: boolean },
) {
  const mix = chosen.find((s) => s.name === realTrafficName)?.traffic;
  const capacity = results.find((m) => m.scenario === realTrafficName)?.requestsPerSecond;
  if (!judged || !mix || !capacity) {
    return undefined;
  }
  const gcBefore = fullCollectionsIn(await metricsText(url));
  const measured = await steadyRate(url, () => mix.next(), {
    rate: Math.max(1, Math.round(capacity / 2)),
    seconds,
  });
  const gcAfter = fullCollectionsIn(await metricsText(url));
  const fullCollections = {
    count: gcAfter.count - gcBefore.count,
    ms: Math.round(gcAfter.ms - gcBefore.ms),
  };
  console.log(
    `${label} real traffic at ${measured.rate} req/s steady (capacity ${capacity}): p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, p99.9 ${measured.p999Ms} ms, max ${measured.maxMs} ms, ${measured.errors} errors, ${fullCollections.count} full collections`,
  );
  return { ...measured, capacity, fullCollections };
}
