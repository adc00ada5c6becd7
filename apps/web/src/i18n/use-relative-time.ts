import { useCallback } from 'react';
import { useT } from './use-t';

// 'just now' below a minute, then '3 days ago' / '3 दिन पहले' (issue 19.1: ICU plurals in the
// catalogues, src/locales/<language>/shell.json).
const units = [
  { id: 'shell.time.yearsAgo', seconds: 365 * 24 * 3600 },
  { id: 'shell.time.monthsAgo', seconds: 30 * 24 * 3600 },
  { id: 'shell.time.weeksAgo', seconds: 7 * 24 * 3600 },
  { id: 'shell.time.daysAgo', seconds: 24 * 3600 },
  { id: 'shell.time.hoursAgo', seconds: 3600 },
  { id: 'shell.time.minutesAgo', seconds: 60 },
] as const;

export function useRelativeTime(): (from: Date | string, now?: Date) => string {
  const t = useT();
  return useCallback(
    (from, now = new Date()) => {
      const elapsed = Math.floor((now.getTime() - new Date(from).getTime()) / 1000);
      for (const unit of units) {
        const count = Math.floor(elapsed / unit.seconds);
        if (count >= 1) {
          return t(unit.id, { count });
        }
      }
      return t('shell.time.justNow');
    },
    [t],
  );
}
