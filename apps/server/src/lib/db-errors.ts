// PostgreSQL's unique_violation, as raised by node-postgres and PGlite alike (and wrapped by
// Drizzle in a DrizzleQueryError whose cause is the driver's error).
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') {
      return true;
    }
  }
  return false;
}

// Connection-level failures: the database is down, restarting or unreachable. The request did
// not happen and may be retried, so they answer 503, not 500.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const unavailableMessages = [
  /connection terminated/i,
  /connection ended/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) {
      return true;
    }
    if (typeof message === 'string' && unavailableMessages.some((m) => m.test(message))) {
      return true;
    }
  }
  return false;
}

/** The disk (or quota) under the upload store is full. */
export function isStorageFull(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT') {
      return true;
    }
  }
  return false;
}
