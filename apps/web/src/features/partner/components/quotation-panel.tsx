import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@greenscape/shared/money';
import { Alert } from '../../../components/ui/alert';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Loading } from '../../../components/ui/loading';
import { ownQuotationQuery, quotationFormQuery } from '../api/partner-api';
import { QuotationForm } from './quotation-form';

type AcceptedLine = { serviceDesc: string; quantity: number; spCosting: number; amount: number };

const acceptedColumns: Column<AcceptedLine>[] = [
  { header: 'Service', cell: (d) => d.serviceDesc },
  { header: 'Quantity', align: 'right', cell: (d) => d.quantity },
  { header: 'Price', align: 'right', cell: (d) => formatRupees(d.spCosting) },
  { header: 'Amount', align: 'right', cell: (d) => formatRupees(d.amount) },
];

/**
 * The quotation at each standing: the form while open, else what applies
 * (docs/product.md#workflow).
 */
export function QuotationPanel({
  projectId,
  invite,
  partnerId,
}: {
  projectId: string;
  invite?: string;
  partnerId?: string;
}) {
  const form = useQuery(quotationFormQuery(projectId, invite));
  const selected = form.data?.standing === 'selected';
  const own = useQuery({
    ...ownQuotationQuery(partnerId ?? '', projectId),
    enabled: selected && partnerId !== undefined,
  });
  if (form.isPending) {
    return <Loading label="Loading the quotation…" />;
  }
  if (form.isError) {
    return <Alert kind="error">{form.error.message}</Alert>;
  }
  if (form.data.standing === 'open') {
    return (
      <QuotationForm
        projectId={projectId}
        lines={form.data.lines}
        {...(invite ? { invite } : {})}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert kind={form.data.standing === 'closed' ? 'error' : 'success'}>
        {form.data.message}
      </Alert>
      {own.data && (
        <DataTable
          label="Your accepted quotation"
          caption="Your accepted quotation"
          columns={acceptedColumns}
          rows={own.data.details}
          rowKey={(_, i) => i}
          footer={{ label: 'Total', value: formatRupees(own.data.total) }}
        />
      )}
    </div>
  );
}
