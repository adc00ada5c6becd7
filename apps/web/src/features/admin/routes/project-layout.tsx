import { Outlet } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { pages, quotationOrdinals } from '@greenscape/shared/pages';
import { canComplete, canProceed } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { TabNav } from '../../../components/ui/tab-nav';
import { steps, useProjectStep } from '../api/projects';
import { useAdminProject } from '../components/use-admin-project';

/**
 * The project's tabs, with Proceed and Mark as complete shown only when they apply
 * (docs/product.md#workflow).
 */
export default function AdminProjectLayout() {
  const { adminId, projectId, project, state } = useAdminProject();
  const proceed = useProjectStep(projectId, steps.proceed(adminId, projectId));
  const complete = useProjectStep(projectId, steps.complete(adminId, projectId));
  const tabs = [
    { to: pages.adminProject(projectId), label: 'Project Info' },
    { to: pages.adminQuotationBuilder(projectId), label: 'Quotation' },
    { to: pages.adminShareQuotation(projectId), label: 'Send Quotation' },
    ...quotationOrdinals.slice(0, state?.allocatedCount ?? 0).map((ordinal, i) => ({
      to: pages.adminPartnerQuotation(projectId, ordinal),
      label: `Quotation ${i + 1}`,
    })),
  ];
  if (project.isPending) {
    return <Loading label="Loading the project…" />;
  }
  if (project.isError) {
    return <Alert kind="error">{project.error.message}</Alert>;
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <TabNav label="Project" tabs={tabs} />
      <div className="flex flex-wrap items-center gap-3">
        {state && canProceed(state).ok && (
          <Button type="button" busy={proceed.isPending} onClick={() => proceed.mutate(undefined)}>
            Proceed
          </Button>
        )}
        {state && canComplete(state).ok && (
          <Button
            type="button"
            busy={complete.isPending}
            onClick={() => complete.mutate(undefined)}
          >
            Mark as complete
          </Button>
        )}
        {proceed.isSuccess && <Alert kind="success">{messages.quotationsSentToClient}</Alert>}
        {complete.isSuccess && <Alert kind="success">{messages.projectCompleted}</Alert>}
        {(proceed.error ?? complete.error) && (
          <Alert kind="error">{(proceed.error ?? complete.error)!.message}</Alert>
        )}
      </div>
      <Outlet />
    </div>
  );
}
