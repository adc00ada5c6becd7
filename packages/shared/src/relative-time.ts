// 'just now' below a minute, then 'N minutes ago' ... 'N years ago' (docs/product.md#screens).
const units = [
  { name: 'year', seconds: 365 * 24 * 3600 },
  { name: 'month', seconds: 30 * 24 * 3600 },
  { name: 'week', seconds: 7 * 24 * 3600 },
  { name: 'day', seconds: 24 * 3600 },
  { name: 'hour', seconds: 3600 },
  { name: 'minute', seconds: 60 },
] as const;

export function relativeTime(from: Date | string, now: Date = new Date()): string {
  const elapsed = Math.floor((now.getTime() - new Date(from).getTime()) / 1000);
  for (const unit of units) {
    const count = Math.floor(elapsed / unit.seconds);
    if (count >= 1) {
      return `${count} ${unit.name}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}
