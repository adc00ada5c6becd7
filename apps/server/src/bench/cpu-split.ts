import { readdirSync, readFileSync } from 'node:fs';

// Where a scenario's CPU goes: the app process, the PostgreSQL processes and the
// load generator share the machine's cores, so each one's share per request tells what to fix.
const ticksPerSecond = 100; // USER_HZ on Linux

/** CPU microseconds so far; PostgreSQL's by backend, since backends come and go during a run. */
type Times = { app: number; postgres: Map<number, number>; bench: number };

function processTicks(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces) start at state; utime and stime are
    // the 12th and 13th of them.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const microseconds = (ticks: number) => (ticks / ticksPerSecond) * 1e6;

function postgresTimes(): Map<number, number> {
  const times = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        times.set(Number(entry), microseconds(processTicks(Number(entry))));
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return times;
}

export function cpuNow(appPid: number): Times {
  const own = process.cpuUsage();
  return {
    app: microseconds(processTicks(appPid)),
    postgres: postgresTimes(),
    bench: own.user + own.system,
  };
}

/**
 * What PostgreSQL spent between two readings: each backend's own difference, a backend started
 * since counting from zero, one that ended left out (what it spent in between is lost with it, a
 * small undercount). Summed as one total, a backend that ended between the readings
 * (an idle pool connection closed after 10 s: the app has two pools, db/client.ts) took its
 * whole life's CPU away with it, and a scenario showed 0 µs.
 */
export function postgresSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, now] of after) {
    spent += Math.max(0, now - (before.get(pid) ?? 0));
  }
  return spent;
}

/** Microseconds of CPU per request for each party between two readings. */
export function cpuPerRequest(
  before: Times,
  after: Times,
  requests: number,
): { appUs: number; postgresUs: number; loadUs: number } {
  const per = (spent: number) => Math.max(0, Math.round(spent / Math.max(1, requests)));
  return {
    appUs: per(after.app - before.app),
    postgresUs: per(postgresSpent(before.postgres, after.postgres)),
    loadUs: per(after.bench - before.bench),
  };
}
