import { useState } from 'react';
import { Outlet } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { pages, quotationOrdinals } from '@greenscape/shared/pages';
import { completeBodySchema } from '@greenscape/shared/schemas/payments';
import { canComplete, canProceed, completionGaps, isCompleted } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { Loading } from '../../../components/ui/loading';
import { ProjectRef, projectTitle } from '../../../components/ui/project-ref';
import { TabNav } from '../../../components/ui/tab-nav';
import { steps, useProjectStep } from '../api/projects';
import { completionGapsText } from '../components/completion-gaps';
import { ProjectStage } from '../components/project-stage';
import { useAdminProject } from '../components/use-admin-project';
import { machineOf } from '@greenscape/shared/project-machine';

const completionFollows =
  "The customer and the chosen partner are told, and the partner's projects completed grows by one. You cannot undo this.";

/** The shared schema's own text when an override's reason is too short or too long. */
function overrideProblem(reason: string): string | undefined {
  const parsed = completeBodySchema.safeParse({ override: { reason } });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * The project's tabs under where it stands and who must act, with Proceed and Mark as complete
 * shown only when they apply (docs/product.md#workflow); both are final, so each asks first.
 * Completion is offered from the pick on: with milestones still open or money outstanding
 * (docs/product.md#payments) the page says so beforehand, and completing anyway needs a reason,
 * which the audit trail keeps.
 */
export default function AdminProjectLayout() {
  const { adminId, projectId, project, state } = useAdminProject();
  const proceed = useProjectStep(projectId, steps.proceed(adminId, projectId));
  const complete = useProjectStep(projectId, steps.complete(adminId, projectId));
  const [asking, setAsking] = useState<'proceed' | 'complete' | null>(null);
  const tabs = [
    { to: pages.adminProject(projectId), label: 'Project Info' },
    { to: pages.adminQuotationBuilder(projectId), label: 'Quotation' },
    { to: pages.adminShareQuotation(projectId), label: 'Send Quotation' },
    ...quotationOrdinals.slice(0, state?.allocatedCount ?? 0).map((ordinal, i) => ({
      to: pages.adminPartnerQuotation(projectId, ordinal),
      label: `Quotation ${i + 1}`,
    })),
    // From the customer's pick on, the site visit and the milestones
    // (docs/product.md#after-the-pick); money moves from the pick on too.
    ...(state && machineOf(state).picked
      ? [
          { to: pages.adminProjectExecution(projectId), label: 'Execution' },
          { to: pages.adminProjectPayments(projectId), label: 'Payments' },
        ]
      : []),
    // After the handover, the warranty's claims and the care plan (docs/product.md#warranty).
    ...(state && isCompleted(state)
      ? [
          { to: pages.adminProjectWarranty(projectId), label: 'Warranty' },
          { to: pages.adminProjectCare(projectId), label: 'Care' },
        ]
      : []),
    { to: pages.adminProjectConversation(projectId), label: 'Conversation' },
  ];
  if (project.isPending) {
    return <Loading label="Loading the project…" />;
  }
  if (project.isError) {
    return <Alert kind="error">{project.error.message}</Alert>;
  }
  const count = state?.allocatedCount ?? 0;
  const missing = state ? completionGapsText(completionGaps(state)) : '';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      {state && (
        <section
          aria-label="Where the project stands"
          className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm"
        >
          {project.data && (
            <>
              <DocumentTitle title={projectTitle(project.data.ref)} />
              <ProjectRef value={project.data.ref} />
            </>
          )}
          <ProjectStage workflow={state} size="large" />
        </section>
      )}
      <TabNav label="Project" tabs={tabs} />
      <div className="flex flex-wrap items-center gap-3">
        {state && canProceed(state).ok && (
          <Button type="button" busy={proceed.isPending} onClick={() => setAsking('proceed')}>
            Proceed
          </Button>
        )}
        {state && canComplete(state, { override: true }).ok && (
          <>
            <Button type="button" busy={complete.isPending} onClick={() => setAsking('complete')}>
              Mark as complete
            </Button>
            {missing && (
              <p className="text-sm text-stone-700" data-testid="completion-gaps">
                {missing}
              </p>
            )}
          </>
        )}
        {proceed.isSuccess && <Alert kind="success">{messages.quotationsSentToClient}</Alert>}
        {complete.isSuccess && <Alert kind="success">{messages.projectCompleted}</Alert>}
        {(proceed.error ?? complete.error) && (
          <Alert kind="error">{(proceed.error ?? complete.error)!.message}</Alert>
        )}
      </div>
      {asking === 'proceed' && (
        <ConfirmDialog
          question={`Release ${count === 1 ? 'the quotation' : `the ${count} quotations`} to the customer?`}
          confirmLabel="Release to the customer"
          onCancel={() => setAsking(null)}
          onConfirm={() => proceed.mutate(undefined)}
        >
          <p>
            The customer is told by SMS and can choose one. No more quotations can arrive, and you
            cannot take them back.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'complete' && !missing && (
        <ConfirmDialog
          question="Mark this project as complete?"
          confirmLabel="Complete the project"
          onCancel={() => setAsking(null)}
          onConfirm={() => complete.mutate(undefined)}
        >
          <p>{completionFollows}</p>
        </ConfirmDialog>
      )}
      {asking === 'complete' && missing && (
        <ReasonDialog
          question="Mark this project as complete?"
          reasonLabel="Why complete it anyway"
          maxLength={1000}
          check={overrideProblem}
          confirmLabel="Complete anyway"
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => complete.mutate({ override: { reason } })}
        >
          <p className="font-medium text-stone-900">Still missing: {missing}.</p>
          <p>{completionFollows}</p>
          <p>Your reason is kept in the project&apos;s activity.</p>
        </ReasonDialog>
      )}
      <Outlet />
    </div>
  );
}
