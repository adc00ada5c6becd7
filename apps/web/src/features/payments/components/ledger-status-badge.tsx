import type { PaymentStatus } from '@greenscape/shared/schemas/payments';
import { useT } from '../../../i18n/use-t';
import { statusWords } from './ledger-words';

const styles: Record<PaymentStatus, string> = {
  reported: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-light text-brand-dark',
  rejected: 'bg-red-100 text-red-900',
};

/** Where a payment stands with the team: waiting, confirmed, or not confirmed. */
export function LedgerStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <span
      data-status={status}
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}
    >
      {t(statusWords[status])}
    </span>
  );
}
