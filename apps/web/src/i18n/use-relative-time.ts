import { useCallback } from 'react';
import { elapsed, type ElapsedUnit } from '@greenscape/shared/relative-time';
import type { MessageId } from './namespaces';
import { useT } from './use-t';

// 'just now' below a minute, then '3 days ago' / '3 दिन पहले' (ICU plurals in the
// catalogues, src/locales/<language>/shell.json), from packages/shared's units.
const textOf: Record<ElapsedUnit, MessageId> = {
  year: 'shell.time.yearsAgo',
  month: 'shell.time.monthsAgo',
  week: 'shell.time.weeksAgo',
  day: 'shell.time.daysAgo',
  hour: 'shell.time.hoursAgo',
  minute: 'shell.time.minutesAgo',
};

export function useRelativeTime(): (from: Date | string, now?: Date) => string {
  const t = useT();
  return useCallback(
    (from, now = new Date()) => {
      const since = elapsed(from, now);
      return since ? t(textOf[since.unit], { count: since.count }) : t('shell.time.justNow');
    },
    [t],
  );
}
