import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@greenscape/shared/money';
import { Alert } from '../../../components/ui/alert';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Loading } from '../../../components/ui/loading';
import { useLocalize, useT } from '../../../i18n/use-t';
import { ownQuotationQuery, quotationFormQuery } from '../api/partner-api';
import { AfterALostBid } from './after-a-lost-bid';
import type { Contact } from './quotation-contact';
import { ProjectFacts } from './project-facts';
import { QuotationForm } from './quotation-form';
import { QuotationDeadline } from './quotation-deadline';
import { QuotationNextSteps } from './quotation-next-steps';

type OwnLine = { serviceDesc: string; quantity: number; spCosting: number; amount: number };

/**
 * The quotation at each standing: the form while open, else what applies
 * (docs/product.md#workflow), with the partner's own quotation once it applied. Through an
 * invitation link (`invite`) the project is shown above it.
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
  const t = useT();
  const localize = useLocalize();
  const ownColumns: Column<OwnLine>[] = [
    { header: t('partner.quotation.ownService'), cell: (d) => d.serviceDesc },
    { header: t('partner.quotation.ownQuantity'), align: 'right', cell: (d) => d.quantity },
    {
      header: t('partner.quotation.ownPrice'),
      align: 'right',
      cell: (d) => formatRupees(d.spCosting),
    },
    {
      header: t('partner.quotation.ownAmount'),
      align: 'right',
      cell: (d) => formatRupees(d.amount),
    },
  ];
  const form = useQuery(quotationFormQuery(projectId, invite));
  const standing = form.data?.standing;
  const quoted = standing === 'applied' || standing === 'selected' || standing === 'not-selected';
  const own = useQuery({
    ...ownQuotationQuery(partnerId ?? '', projectId),
    enabled: quoted && partnerId !== undefined,
  });
  if (form.isPending) {
    return <Loading label={t('partner.quotation.loading')} />;
  }
  if (form.isError) {
    return <Alert kind="error">{localize(form.error.message)}</Alert>;
  }
  const project = invite && form.data.project && <ProjectFacts project={form.data.project} />;
  if (form.data.standing === 'open') {
    return (
      <>
        <QuotationDeadline closesAt={form.data.project?.quotationClosesAt} standing="open" />
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
        {localize(form.data.message)}
      </Alert>
      {standing === 'applied' && invite && (
        <QuotationNextSteps heading={t('partner.quotation.isIn')} signedIn={false} />
      )}
      {(standing === 'not-selected' || standing === 'closed') && (
        <AfterALostBid signedIn={!invite} />
      )}
      {own.data && (
        <DataTable
          label={t('partner.quotation.own')}
          caption={
            standing === 'selected'
              ? t('partner.quotation.ownAccepted')
              : t('partner.quotation.own')
          }
          columns={ownColumns}
          rows={own.data.details}
          rowKey={(_, i) => i}
          footer={{ label: t('partner.quotation.total'), value: formatRupees(own.data.total) }}
        />
      )}
      {project}
    </div>
  );
}
