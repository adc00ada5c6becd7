import { useMemo } from 'react';
import { currentWorkMilestone } from '@greenscape/shared/execution-rules';
import { localeOf } from '@greenscape/shared/language';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { useLanguage } from '../../../i18n/use-t';

// Times of the job are India's whatever the reader's device says (docs/product.md#after-the-pick:
// instants on the wire, dates without time in India time), so a visit reads the same for the
// customer, the partner and the team.
export const indiaTimeZone = 'Asia/Kolkata';

export type ExecutionFormats = {
  /** A visit's time with its weekday, e.g. "Tuesday, 1 December 2026 at 10:30 am IST". */
  slot: (iso: string) => string;
  /** A moment something happened, e.g. "1 Dec 2026, 10:30 am". */
  instant: (iso: string) => string;
  /** A date without time (`YYYY-MM-DD`), e.g. "12 Dec 2026". */
  day: (date: string) => string;
};

export function makeFormats(locale: string): ExecutionFormats {
  const slot = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: indiaTimeZone,
    timeZoneName: 'short',
  });
  const instant = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: indiaTimeZone,
  });
  // A calendar date names the same day everywhere: read and shown in UTC, it never shifts.
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    slot: (iso) => slot.format(new Date(iso)),
    instant: (iso) => instant.format(new Date(iso)),
    day: (date) => day.format(new Date(`${date}T00:00:00Z`)),
  };
}

export function useExecutionFormats(): ExecutionFormats {
  const { language } = useLanguage();
  return useMemo(() => makeFormats(localeOf[language]), [language]);
}

/**
 * The milestone whose turn of work it is, as the server works it out (currentWorkMilestone in
 * packages/shared/src/execution-rules.ts): never the advance, which is money and takes no proof.
 */
export function currentMilestone(milestones: readonly Milestone[]): Milestone | undefined {
  return currentWorkMilestone(milestones);
}
