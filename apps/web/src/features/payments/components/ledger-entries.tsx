import type { ReactNode } from 'react';
import { formatRupees } from '@greenscape/shared/money';
import { canGetReceipt } from '@greenscape/shared/payment-rules';
import type { PaymentEntry, PaymentMethod } from '@greenscape/shared/schemas/payments';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { useT } from '../../../i18n/use-t';
import { useExecutionFormats } from '../../execution/components/formats';
import { documentLinks, type PaymentRole } from '../api/payments';
import { LedgerStatusBadge } from './ledger-status-badge';
import { useMethodWord } from './ledger-words';

/** An empty cell: a dash is no word to translate. */
const nothing = '—';

type Paid = { paidOn: string; amount: number; method: PaymentMethod; reference: string | null };

/**
 * What every list of money paid shows of each row, in this order: the day, the amount, the
 * method and the reference. The ledger's entries, the partner's payouts and the team's waiting
 * list add their own columns around them.
 */
export function usePaidColumns<T extends Paid>(): Column<T>[] {
  const t = useT();
  const format = useExecutionFormats();
  const methodWord = useMethodWord();
  return [
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
      cell: (e) => (
        <span className="whitespace-nowrap font-semibold">{formatRupees(e.amount)}</span>
      ),
    },
    { header: t('payments.column.method'), cell: (e) => methodWord(e.method) },
    {
      header: t('payments.column.reference'),
      cell: (e) => <span className="break-all">{e.reference ?? nothing}</span>,
    },
  ];
}

/**
 * The payments on record, newest as the server orders them: a table from 768 px, a card each
 * below. A rejection shows its reason under its status. A receipt exists once the team confirms
 * (canGetReceipt), downloaded as the reader's `role`. `actions` adds what the reader may do with
 * an entry (the team confirms or rejects); `caption` names the table where no heading does.
 */
export function LedgerEntries({
  projectId,
  role,
  entries,
  actions,
  caption = false,
}: {
  projectId: string;
  role: PaymentRole;
  entries: readonly PaymentEntry[];
  actions?: ((entry: PaymentEntry) => ReactNode) | undefined;
  caption?: boolean;
}) {
  const t = useT();
  const paidColumns = usePaidColumns<PaymentEntry>();
  if (entries.length === 0) {
    return (
      <p className="rounded-xl bg-white p-4 text-stone-700 shadow-sm">
        {t('payments.entries.empty')}
      </p>
    );
  }
  const columns: Column<PaymentEntry>[] = [
    ...paidColumns,
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
              href={documentLinks.receipt(projectId, e._id, role)}
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
  if (actions) {
    columns.push({ header: t('payments.column.actions'), hideHeader: true, cell: actions });
  }
  const label = t('payments.entries.label');
  return (
    <DataTable
      label={label}
      {...(caption ? { caption: label } : {})}
      columns={columns}
      rows={entries}
      rowKey={(e) => e._id}
      {...(actions ? { minWidth: 'md:min-w-[48rem]' } : {})}
    />
  );
}
