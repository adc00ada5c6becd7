import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { canShareQuotation } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { partnersForServiceQuery } from '../api/directory';
import { steps, useProjectStep } from '../api/projects';
import { InvitedPartners } from '../components/invited-partners';
import { PartnerPicker } from '../components/partner-picker';
import { useAdminProject } from '../components/use-admin-project';
import { machineOf } from '@greenscape/shared/project-machine';

/**
 * Send Quotation: the partners offering the project's service, those of its city first
 * (docs/product.md#screens and #quotations). Sending is final, so it asks first; once sent,
 * whom it went to and who has quoted.
 */
export default function SendQuotationPage() {
  const { adminId, projectId, project, state } = useAdminProject();
  // The picker's list is only wanted before the quotation is sent.
  const partners = useQuery({
    ...partnersForServiceQuery(adminId, project.data!.service, projectId),
    enabled: state !== undefined && !machineOf(state).quotationShared,
  });
  const share = useProjectStep(projectId, steps.share(adminId, projectId));
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState(false);

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
        <InvitedPartners adminId={adminId} projectId={projectId} />
      </>
    );
  }
  if (!verdict.ok) {
    return (
      <EmptyState
        title={verdict.message}
        action={
          <ButtonLink to={pages.adminQuotationBuilder(projectId)}>Build the quotation</ButtonLink>
        }
      >
        Partners price the quotation you build from the customer&apos;s chosen design.
      </EmptyState>
    );
  }
  if (partners.data?.length === 0) {
    return (
      <EmptyState
        title="No service partner offers this service yet"
        action={<ButtonLink to={pages.adminPartners}>See the service partners</ButtonLink>}
      >
        The quotation can be sent once a partner with a complete profile offers it.
      </EmptyState>
    );
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
        setAsking(true);
      }}
      className="flex flex-col gap-3"
    >
      {partners.isPending && <Loading label="Loading service partners…" />}
      {partners.isError && <Alert kind="error">{partners.error.message}</Alert>}
      {partners.data && <PartnerPicker partners={partners.data} chosen={chosen} toggle={toggle} />}
      {error && <Alert kind="error">{error}</Alert>}
      {share.error && <Alert kind="error">{share.error.message}</Alert>}
      <Button busy={share.isPending} className="self-start">
        Send Quotation
      </Button>
      {asking && (
        <ConfirmDialog
          question={`Send the quotation to ${chosen.length === 1 ? '1 partner' : `${chosen.length} partners`}?`}
          confirmLabel="Send to the partners"
          onCancel={() => setAsking(false)}
          onConfirm={() => share.mutate(chosen)}
        >
          <p>
            Each gets a personal link by SMS to price it before the deadline. You cannot invite more
            partners or change the quotation afterwards.
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
