import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@greenscape/shared/messages';
import { formatPhone } from '@greenscape/shared/phone';
import { partnerServiceOptions } from '@greenscape/shared/services';
import { canShareQuotation } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { partnersForServiceQuery } from '../api/directory';
import { steps, useProjectStep } from '../api/projects';
import { useAdminProject } from '../components/use-admin-project';
import { ScrollArea } from '../../../components/ui/scroll-area';

const serviceLabel = (key: string) =>
  partnerServiceOptions.find((o) => o.key === key)?.label ?? key;

/** Send Quotation: the partners offering the project's service (SPEC §2, DECISIONS §5). */
export default function SendQuotationPage() {
  const { adminId, projectId, project, state } = useAdminProject();
  const partners = useQuery(partnersForServiceQuery(adminId, project.data!.service));
  const share = useProjectStep(projectId, steps.share(adminId, projectId));
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();

  if (!state) {
    return <Loading label="Loading…" />;
  }
  if (state.quotationSent) {
    return (
      <>
        {share.isSuccess && <Alert kind="success">{messages.quotationSent}</Alert>}
        <p className="rounded-lg bg-brand-light p-4 font-medium text-brand-dark">
          {messages.quotationAlreadySent}
        </p>
      </>
    );
  }
  if (!canShareQuotation(state)) {
    return <Alert kind="error">{messages.createQuotationFirst}</Alert>;
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
        <ScrollArea label="Service partners" className="rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-100 text-xs uppercase text-stone-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Choose</span>
                </th>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2">
                  Phone
                </th>
                <th scope="col" className="px-3 py-2">
                  Services
                </th>
              </tr>
            </thead>
            <tbody>
              {partners.data.map((p) => (
                <tr key={p._id} className="border-t border-stone-100">
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="accent-brand"
                      aria-label={`Choose ${p.name ?? p._id}`}
                      checked={chosen.includes(p._id)}
                      onChange={() => toggle(p._id)}
                    />
                  </td>
                  <td className="px-3 py-2">{p.name}</td>
                  <td className="px-3 py-2">{p.email}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {p.phone ? formatPhone(p.phone) : '—'}
                  </td>
                  <td className="px-3 py-2">{p.servicesOffered.map(serviceLabel).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      {share.error && <Alert kind="error">{share.error.message}</Alert>}
      <Button busy={share.isPending} className="self-start">
        Send Quotation
      </Button>
    </form>
  );
}
