import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@greenscape/shared/messages';
import { formatPhone } from '@greenscape/shared/phone';
import { partnerServiceOptions } from '@greenscape/shared/services';
import { canShareQuotation } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Loading } from '../../../components/ui/loading';
import { partnersForServiceQuery } from '../api/directory';
import { steps, useProjectStep } from '../api/projects';
import { useAdminProject } from '../components/use-admin-project';

const serviceLabel = (key: string) =>
  partnerServiceOptions.find((o) => o.key === key)?.label ?? key;

/**
 * Send Quotation: the partners offering the project's service (docs/product.md#screens and
 * #quotations).
 */
export default function SendQuotationPage() {
  const { adminId, projectId, project, state } = useAdminProject();
  const partners = useQuery(partnersForServiceQuery(adminId, project.data!.service));
  const share = useProjectStep(projectId, steps.share(adminId, projectId));
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();

  if (!state) {
    return <Loading label="Loading…" />;
  }
  const verdict = canShareQuotation(state);
  if (!verdict.ok && verdict.code === 'quotationAlreadySent') {
    return (
      <>
        {share.isSuccess && <Alert kind="success">{messages.quotationSent}</Alert>}
        <p className="rounded-lg bg-brand-light p-4 font-medium text-brand-dark">
          {verdict.message}
        </p>
      </>
    );
  }
  if (!verdict.ok) {
    return <Alert kind="error">{verdict.message}</Alert>;
  }
  const toggle = (id: string) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) {
          setError(messages.selectServiceProviders);
          return;
        }
        setError(undefined);
        share.mutate(chosen);
      }}
      className="flex flex-col gap-3"
    >
      {partners.isPending && <Loading label="Loading service partners…" />}
      {partners.data?.length === 0 && <p>No service partner offers this service yet.</p>}
      {partners.data && partners.data.length > 0 && (
        <DataTable
          label="Service partners"
          columns={[
            {
              header: 'Choose',
              hideHeader: true,
              cell: (p) => (
                <input
                  type="checkbox"
                  className="accent-brand"
                  aria-label={`Choose ${p.name ?? p._id}`}
                  checked={chosen.includes(p._id)}
                  onChange={() => toggle(p._id)}
                />
              ),
            },
            { header: 'Name', cell: (p) => p.name },
            { header: 'E-mail', cell: (p) => p.email },
            {
              header: 'Phone',
              cell: (p) => (
                <span className="whitespace-nowrap">{p.phone ? formatPhone(p.phone) : '—'}</span>
              ),
            },
            { header: 'Services', cell: (p) => p.servicesOffered.map(serviceLabel).join(', ') },
          ]}
          rows={partners.data}
          rowKey={(p) => p._id}
        />
      )}
      {error && <Alert kind="error">{error}</Alert>}
      {share.error && <Alert kind="error">{share.error.message}</Alert>}
      <Button busy={share.isPending} className="self-start">
        Send Quotation
      </Button>
    </form>
  );
}
