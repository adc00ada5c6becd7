import { useEffect, useState } from 'react';
import { shortIndiaTime } from '@greenscape/shared/india-time';
import type { PartnerStanding } from '@greenscape/shared/schemas/workspaces';
import { useLanguage, useT } from '../../../i18n/use-t';

// setTimeout's longest wait; a window that far off never closes while a page stays open.
const longestWait = 2_147_483_647;

/** Whether the moment has passed, turning true when it comes while the page is open. */
function usePassed(at: string | null | undefined): boolean {
  const time = at ? Date.parse(at) : Number.NaN;
  const [now, setNow] = useState(Date.now);
  const wait = time - now;
  useEffect(() => {
    if (!(wait > 0 && wait <= longestWait)) {
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [wait]);
  return wait <= 0;
}

/**
 * By when the partner may quote, in India's time as the invitation SMS says it, wherever it still
 * may (a New card, the project, the quotation form). Once the time passed or the window closed
 * sooner (three quotations, the customer's pick), it says the quotations are closed; a partner
 * who quoted reads its own standing instead.
 */
export function QuotationDeadline({
  closesAt,
  standing,
}: {
  closesAt: string | null | undefined;
  standing: PartnerStanding;
}) {
  const t = useT();
  const { language } = useLanguage();
  const passed = usePassed(closesAt);
  if (standing === 'closed' || (standing === 'open' && closesAt && passed)) {
    return (
      <p data-testid="quotation-deadline" className="text-sm font-medium text-stone-600">
        {t('partner.deadline.closed')}
      </p>
    );
  }
  if (standing !== 'open' || !closesAt) {
    return null;
  }
  return (
    <p
      data-testid="quotation-deadline"
      className="self-start rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900"
    >
      {t('partner.deadline.open', { when: shortIndiaTime(closesAt, language) })}
    </p>
  );
}
