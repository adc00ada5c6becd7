// 'just now' below a minute, then 'N minutes ago' ... 'N years ago' (docs/product.md#screens).
// The web's screens say the same in the page's language (apps/web/src/i18n/use-relative-time.ts)
// from the unit and count worked out here.
const units = [
  { name: 'year', seconds: 365 * 24 * 3600 },
  { name: 'month', seconds: 30 * 24 * 3600 },
  { name: 'week', seconds: 7 * 24 * 3600 },
  { name: 'day', seconds: 24 * 3600 },
  { name: 'hour', seconds: 3600 },
  { name: 'minute', seconds: 60 },
] as const;
export type ElapsedUnit = (typeof units)[number]['name'];

/** The largest whole unit elapsed since `from`, or nothing below a minute. */
export function elapsed(
  from: Date | string,
  now: Date = new Date(),
): { unit: ElapsedUnit; count: number } | undefined {
  const seconds = Math.floor((now.getTime() - new Date(from).getTime()) / 1000);
  for (const unit of units) {
    const count = Math.floor(seconds / unit.seconds);
    if (count >= 1) {
      return { unit: unit.name, count };
    }
  }
  return undefined;
}

export function relativeTime(from: Date | string, now: Date = new Date()): string {
  const since = elapsed(from, now);
  return since ? `${since.count} ${since.unit}${since.count === 1 ? '' : 's'} ago` : 'just now';
}
