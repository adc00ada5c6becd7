import { readdirSync, readFileSync } from 'node:fs';

// Where a scenario's CPU goes (issue 9): the app process, the PostgreSQL processes and the
// load generator share the machine's cores, so each one's share per request tells what to fix.
const ticksPerSecond = 100; // USER_HZ on Linux

type Times = { app: number; postgres: number; bench: number };

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

function postgresTicks(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        total += processTicks(Number(entry));
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

export function cpuNow(appPid: number): Times {
  const own = process.cpuUsage();
  return {
    app: (processTicks(appPid) / ticksPerSecond) * 1e6,
    postgres: (postgresTicks() / ticksPerSecond) * 1e6,
    bench: own.user + own.system,
  };
}

/** Microseconds of CPU per request for each party between two readings. */
export function cpuPerRequest(
  before: Times,
  after: Times,
  requests: number,
): { appUs: number; postgresUs: number; loadUs: number } {
  // A PostgreSQL backend that ended between the readings takes its ticks along: never below 0.
  const per = (key: keyof Times) =>
    Math.max(0, Math.round((after[key] - before[key]) / Math.max(1, requests)));
  return { appUs: per('app'), postgresUs: per('postgres'), loadUs: per('bench') };
}
