import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { formatRupees } from '@greenscape/shared/money';
import { messages } from '@greenscape/shared/messages';
import type { CustomerQuotation, Project } from '@greenscape/shared/schemas/projects';
import { canConfirmVisit, canReviewMilestone } from '@greenscape/shared/execution-rules';
import { canPickDesign, canPickQuotation, canRate } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { ProjectRef } from '../../../components/ui/project-ref';
import type { MessageId } from '../../../i18n/namespaces';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { projectQuery, quotationsQuery, usePick } from '../api/projects';
import { DesignGallery } from '../components/design-gallery';
import { executionAnchors, ProjectExecution } from '../components/project-execution';
import { ProjectFacts } from '../components/project-facts';
import { ProjectPaymentsSummary } from '../components/project-payments-summary';
import { ProjectTimeline } from '../components/project-timeline';
import { QuotationOffers } from '../components/quotation-offers';
import { RatingForm } from '../components/rating-form';

export default function ProjectPage() {
  const t = useT();
  const localize = useLocalize();
  const user = useAccount('user');
  const { projectId = '' } = useParams();
  const project = useQuery(projectQuery(projectId, user._id));
  const jump = project.data ? jumpOf(project.data) : undefined;
  return (
    <Page
      title={t('user.project.title')}
      documentTitle={
        project.data ? t('user.project.documentTitle', { ref: project.data.ref }) : undefined
      }
    >
      {project.isPending && <Loading label={t('user.project.loading')} />}
      {project.isError && <Alert kind="error">{localize(project.error.message)}</Alert>}
      {project.data && (
        <>
          <ProjectRef value={project.data.ref} label={t('user.project.ref')} />
          <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
            <ProjectTimeline
              workflow={project.data.workflow}
              jump={jump && { ...jump, label: t(jump.label) }}
            />
            <ProjectFacts project={project.data} />
          </div>
          <ProjectProgress project={project.data} userId={user._id} />
          {/* The conversation (app/area-routes.tsx: features/conversation), issue 20. */}
          <Outlet />
        </>
      )}
    </Page>
  );
}

/** From the timeline's current step to the cards to choose from, further down on a phone. */
function jumpOf(project: Project): { href: string; label: MessageId } | undefined {
  if (canPickDesign(project.workflow, 1).ok) {
    return { href: '#designs-title', label: 'user.project.seeDesigns' };
  }
  if (canPickQuotation(project.workflow, 1).ok) {
    return { href: '#quotations-title', label: 'user.project.compareQuotations' };
  }
  const state = project.workflow;
  if (canConfirmVisit(state).ok) {
    return { href: `#${executionAnchors.visit}`, label: 'user.project.chooseVisitTime' };
  }
  if (state.currentMilestone !== null && canReviewMilestone(state, state.currentMilestone).ok) {
    return { href: `#${executionAnchors.milestones}`, label: 'user.project.seeProof' };
  }
  if (state.selectedQuotation !== null && state.status !== 'Completed') {
    return { href: `#${executionAnchors.visit}`, label: 'user.project.seeWork' };
  }
  return undefined;
}

type Choice = { kind: 'design' | 'quotation'; num: number };

/**
 * A pick's confirmation takes the focus when it appears: the button that was pressed is gone, and
 * on a phone the confirmation may be above the screen.
 */
function Confirmation({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <Alert kind="success">{children}</Alert>
    </div>
  );
}

/**
 * The question before a pick that cannot be undone (issue 18.1): it names what is chosen, says
 * that it is final and what happens next.
 */
function ChoiceDialog({
  choice,
  quotation,
  onConfirm,
  onCancel,
}: {
  choice: Choice;
  quotation: CustomerQuotation | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const design = choice.kind === 'design';
  const num = choice.num;
  return (
    <ConfirmDialog
      question={t(design ? 'user.choice.designQuestion' : 'user.choice.quotationQuestion', { num })}
      confirmLabel={t(design ? 'user.choice.designConfirm' : 'user.choice.quotationConfirm', {
        num,
      })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {quotation && (
        <p className="break-words">
          {t('user.choice.quotationSummary', {
            num,
            partner: quotation.partner.name,
            total: formatRupees(quotation.costing.finalCosting),
          })}
        </p>
      )}
      <p className="font-medium text-stone-900">{localize(messages.choiceIsFinal)}</p>
      <p>{localize(design ? messages.afterDesignChoice : messages.afterQuotationChoice)}</p>
    </ConfirmDialog>
  );
}

/**
 * What the customer sees and does at each step of docs/product.md#workflow. The picks and the
 * rating are offered when their rules (packages/shared/src/workflow.ts) pass on the state the
 * server sent, the same rules the server runs on the call. A pick is a button on the design's or
 * the quotation's card, confirmed in a dialog; the call underneath sends its number as before.
 */
function ProjectProgress({ project, userId }: { project: Project; userId: string }) {
  const t = useT();
  const localize = useLocalize();
  const pickDesign = usePick('design', project._id, userId);
  const pickQuotation = usePick('quotation', project._id, userId);
  const quotations = useQuery(quotationsQuery(userId, project.allocatedQuotations));
  const [choice, setChoice] = useState<Choice | null>(null);
  const state = project.workflow;

  const dialog = choice && (
    <ChoiceDialog
      choice={choice}
      quotation={
        choice.kind === 'quotation' ? quotations.data?.find((q) => q.num === choice.num) : undefined
      }
      onCancel={() => setChoice(null)}
      onConfirm={() => (choice.kind === 'design' ? pickDesign : pickQuotation).mutate(choice.num)}
    />
  );

  if (state.designCount === 0) {
    return <Alert kind="success">{localize(messages.designsPromised)}</Alert>;
  }
  const designs = (
    <section aria-labelledby="designs-title" className="flex flex-col gap-3">
      <h2 id="designs-title" className="text-xl font-semibold">
        {t('user.project.designs')}
      </h2>
      {pickDesign.isError && <Alert kind="error">{localize(pickDesign.error.message)}</Alert>}
      <DesignGallery
        designs={project.designSent}
        selected={state.designSelected}
        canChoose={(num) => canPickDesign(state, num).ok}
        busy={pickDesign.isPending}
        onChoose={(num) => setChoice({ kind: 'design', num })}
      />
    </section>
  );
  if (canPickDesign(state, 1).ok) {
    return (
      <>
        {designs}
        {dialog}
      </>
    );
  }
  const designPicked = pickDesign.isSuccess && (
    <Confirmation>{localize(messages.designSelected)}</Confirmation>
  );
  if (!state.visibleToClient) {
    return (
      <>
        {designPicked}
        <Alert kind="success">{localize(messages.designReceived)}</Alert>
        {designs}
      </>
    );
  }
  const completed = state.status === 'Completed';
  const choosing = canPickQuotation(state, 1).ok;
  return (
    <>
      {pickQuotation.isSuccess && (
        <Confirmation>{localize(messages.quotationSelected)}</Confirmation>
      )}
      {/* SPEC's 'our team will contact you soon' holds until the team proposes the visit;
          from then on the site visit and the milestones below say what happens next. */}
      {!choosing && (completed || state.visitStatus === 'none') && (
        <Alert kind="success">
          {localize(completed ? messages.projectCompletedCustomer : messages.quotationReceived)}
        </Alert>
      )}
      {state.selectedQuotation !== null && (
        <>
          <ProjectPaymentsSummary project={project} />
          <ProjectExecution projectId={project._id} workflow={state} />
        </>
      )}
      <section aria-labelledby="quotations-title" className="flex flex-col gap-3">
        <h2 id="quotations-title" className="text-xl font-semibold">
          {t('user.project.quotations')}
        </h2>
        {pickQuotation.isError && (
          <Alert kind="error">{localize(pickQuotation.error.message)}</Alert>
        )}
        {quotations.isPending && <Loading label={t('user.project.loadingQuotations')} />}
        {quotations.isError && <Alert kind="error">{localize(quotations.error.message)}</Alert>}
        {quotations.data && (
          <QuotationOffers
            quotations={quotations.data}
            selected={state.selectedQuotation}
            canChoose={(num) => canPickQuotation(state, num).ok}
            busy={pickQuotation.isPending}
            onChoose={(num) => setChoice({ kind: 'quotation', num })}
          />
        )}
      </section>
      {canRate(state).ok && (
        <RatingForm
          projectId={project._id}
          userId={userId}
          rating={project.rating}
          partnerName={
            quotations.data?.find((q) => q.num === state.selectedQuotation)?.partner.name ??
            t('user.project.yourPartner')
          }
        />
      )}
      {designs}
      {dialog}
    </>
  );
}
