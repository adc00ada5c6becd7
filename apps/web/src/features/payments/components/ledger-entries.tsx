import { formatRupees } from '@greenscape/shared/money';
import { canGetReceipt } from '@greenscape/shared/payment-rules';
import type { PaymentEntry } from '@greenscape/shared/schemas/payments';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { useT } from '../../../i18n/use-t';
import { useExecutionFormats } from '../../execution/components/formats';
import { LedgerStatusBadge } from './ledger-status-badge';
import { useMethodWord } from './ledger-words';

/** An empty cell: a dash is no word to translate. */
const nothing = '—';

/**
 * The payments on record, newest as the server orders them: a table from 768 px, a card each
 * below. A receipt exists once the team confirms (canGetReceipt); `receiptHref` says where the
 * reader's role downloads it.
 */
export function LedgerEntries({
  entries,
  receiptHref,
}: {
  entries: readonly PaymentEntry[];
  receiptHref: (entry: PaymentEntry) => string;
}) {
  const t = useT();
  const format = useExecutionFormats();
  const methodWord = useMethodWord();
  if (entries.length === 0) {
    return <p className="text-stone-700">{t('payments.entries.empty')}</p>;
  }
  const columns: Column<PaymentEntry>[] = [
    {
      header: t('payments.column.paidOn'),
      cell: (e) => (
        <time dateTime={e.paidOn} className="whitespace-nowrap">
          {format.day(e.paidOn)}
        </time>
      ),
    },
    {
      header: t('payments.column.amount'),
      align: 'right',
      cell: (e) => <span className="font-semibold">{formatRupees(e.amount)}</span>,
    },
    { header: t('payments.column.method'), cell: (e) => methodWord(e.method) },
    {
      header: t('payments.column.reference'),
      cell: (e) => <span className="break-all">{e.reference ?? nothing}</span>,
    },
    {
      header: t('payments.column.status'),
      cell: (e) => (
        <div className="flex flex-col items-end gap-1 md:items-start">
          <LedgerStatusBadge status={e.status} />
          {e.status === 'rejected' && e.reason && (
            <span className="text-sm text-red-800">
              {t('payments.entries.reason', { reason: e.reason })}
            </span>
          )}
        </div>
      ),
    },
    {
      header: t('payments.column.receipt'),
      cell: (e) =>
        canGetReceipt(e.status).ok ? (
          <div className="flex flex-col items-end gap-1 md:items-start">
            {e.receiptNo && <span className="whitespace-nowrap text-sm">{e.receiptNo}</span>}
            <a
              href={receiptHref(e)}
              download
              className="whitespace-nowrap font-semibold text-brand underline hover:text-brand-dark"
              aria-label={t('payments.entries.downloadOf', {
                receipt: e.receiptNo ?? formatRupees(e.amount),
              })}
            >
              {t('payments.entries.download')}
            </a>
          </div>
        ) : (
          nothing
        ),
    },
  ];
  return (
    <DataTable
      label={t('payments.entries.label')}
      columns={columns}
      rows={entries}
      rowKey={(e) => e._id}
    />
  );
}
