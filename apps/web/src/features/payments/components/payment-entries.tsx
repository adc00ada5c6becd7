import type { ReactNode } from 'react';
import { formatRupees } from '@greenscape/shared/money';
import type { PaymentEntry } from '@greenscape/shared/schemas/payments';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { useT } from '../../../i18n/use-t';
import { useExecutionFormats } from '../../execution/components/formats';
import { useMethodWord } from './ledger-words';
import { PaymentStatusBadge } from './payment-status-badge';

/**
 * The ledger's entries, newest as the server lists them: when and how much was paid, how, its
 * reference, its status (a rejection with its reason) and, once confirmed, its receipt as a PDF.
 * `actions` adds what the reader may do with an entry (the team confirms or rejects).
 */
export function PaymentEntries({
  entries,
  receiptHref,
  actions,
}: {
  entries: readonly PaymentEntry[];
  receiptHref: (entry: PaymentEntry) => string;
  actions?: ((entry: PaymentEntry) => ReactNode) | undefined;
}) {
  const t = useT();
  const format = useExecutionFormats();
  const methodWord = useMethodWord();
  if (entries.length === 0) {
    return (
      <p className="rounded-xl bg-white p-4 text-stone-700 shadow-sm">
        {t('payments.entries.empty')}
      </p>
    );
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
      cell: (e) => <span className="whitespace-nowrap font-medium">{formatRupees(e.amount)}</span>,
    },
    { header: t('payments.column.method'), cell: (e) => methodWord(e.method) },
    { header: t('payments.column.reference'), cell: (e) => e.reference },
    { header: t('payments.column.status'), cell: (e) => <PaymentStatusBadge status={e.status} /> },
    { header: t('payments.column.reason'), cell: (e) => e.reason },
    {
      header: t('payments.column.receipt'),
      cell: (e) =>
        e.status === 'confirmed' && e.receiptNo ? (
          <a
            href={receiptHref(e)}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand underline"
          >
            {t('payments.receiptLink', { receiptNo: e.receiptNo })}
          </a>
        ) : null,
    },
  ];
  if (actions) {
    columns.push({ header: t('payments.column.actions'), hideHeader: true, cell: actions });
  }
  return (
    <DataTable
      label={t('payments.entries.label')}
      caption={t('payments.entries.label')}
      rows={entries}
      rowKey={(e) => e._id}
      columns={columns}
      minWidth="md:min-w-[48rem]"
    />
  );
}
