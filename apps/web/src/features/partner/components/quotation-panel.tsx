import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@greenscape/shared/money';
import { Alert } from '../../../components/ui/alert';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Loading } from '../../../components/ui/loading';
import { ownQuotationQuery, quotationFormQuery } from '../api/partner-api';
import type { Contact } from './quotation-contact';
import { ProjectFacts } from './project-facts';
import { QuotationForm } from './quotation-form';
import { QuotationNextSteps } from './quotation-next-steps';

type OwnLine = { serviceDesc: string; quantity: number; spCosting: number; amount: number };

const ownColumns: Column<OwnLine>[] = [
  { header: 'Service', cell: (d) => d.serviceDesc },
  { header: 'Quantity', align: 'right', cell: (d) => d.quantity },
  { header: 'Price', align: 'right', cell: (d) => formatRupees(d.spCosting) },
  { header: 'Amount', align: 'right', cell: (d) => formatRupees(d.amount) },
];

/**
 * The quotation at each standing: the form while open, else what applies
 * (docs/product.md#workflow), with the partner's own quotation once it applied (issue 18.6). Through
 * an invitation link (`invite`) the project is shown above it (issue 18.5).
 */
export function QuotationPanel({
  projectId,
  invite,
  partnerId,
  prefill,
}: {
  projectId: string;
  invite?: string;
  partnerId?: string;
  prefill?: Contact;
}) {
  const form = useQuery(quotationFormQuery(projectId, invite));
  const standing = form.data?.standing;
  const quoted = standing === 'applied' || standing === 'selected' || standing === 'not-selected';
  const own = useQuery({
    ...ownQuotationQuery(partnerId ?? '', projectId),
    enabled: quoted && partnerId !== undefined,
  });
  if (form.isPending) {
    return <Loading label="Loading the quotation…" />;
  }
  if (form.isError) {
    return <Alert kind="error">{form.error.message}</Alert>;
  }
  const project = invite && form.data.project && <ProjectFacts project={form.data.project} />;
  if (form.data.standing === 'open') {
    return (
      <>
        {project}
        <QuotationForm
          projectId={projectId}
          lines={form.data.lines}
          {...(invite ? { invite, quotingAs: form.data.quotingAs } : {})}
          {...(prefill ? { prefill } : {})}
        />
      </>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert kind={form.data.standing === 'closed' ? 'error' : 'success'}>
        {form.data.message}
      </Alert>
      {standing === 'applied' && invite && (
        <QuotationNextSteps heading="Your quotation is in" signedIn={false} />
      )}
      {own.data && (
        <DataTable
          label="Your quotation"
          caption={standing === 'selected' ? 'Your accepted quotation' : 'Your quotation'}
          columns={ownColumns}
          rows={own.data.details}
          rowKey={(_, i) => i}
          footer={{ label: 'Total', value: formatRupees(own.data.total) }}
        />
      )}
      {project}
    </div>
  );
}
