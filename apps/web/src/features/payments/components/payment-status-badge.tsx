import type { PaymentStatus } from '@greenscape/shared/schemas/payments';
import { useT } from '../../../i18n/use-t';
import { statusWords } from './ledger-words';

const styles: Record<PaymentStatus, string> = {
  reported: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-brand-light text-brand-dark',
  rejected: 'bg-red-50 text-red-800',
};

/** A payment's status in words, coloured as the milestones' badges are (execution/status-badge). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
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
