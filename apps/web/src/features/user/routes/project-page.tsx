import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import type { Project } from '@greenscape/shared/schemas/projects';
import { canPickDesign, canPickQuotation, type WorkflowProject } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { ProjectRef } from '../../../components/ui/project-ref';
import type { MessageId } from '../../../i18n/namespaces';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { milestonesQuery } from '../../execution/api/execution';
import { ledgerQuery } from '../../payments/api/payments';
import { projectQuery, quotationsQuery, usePick } from '../api/projects';
import { ChoiceDialog, type Choice } from '../components/choice-dialog';
import { DesignGallery } from '../components/design-gallery';
import { nextStepOf, type NextStep } from '../components/next-step';
import { Confirmation, NextStepCard } from '../components/next-step-card';
import { SiteCard } from '../../site/components/site-card';
import { CarePlanPanel } from '../../after-care/components/care-plan-panel';
import { WarrantyPanel } from '../../after-care/components/warranty-panel';
import { executionAnchors, ProjectExecution } from '../components/project-execution';
import { ProjectFacts } from '../components/project-facts';
import { ProjectPaymentsSummary } from '../components/project-payments-summary';
import {
  laterParts,
  Section,
  SectionLinks,
  sectionsOf,
  type LaterPart,
} from '../components/project-sections';
import { ProjectTimeline } from '../components/project-timeline';
import { QuotationOffers } from '../components/quotation-offers';
import { isJobUnderWay, machineOf } from '@greenscape/shared/project-machine';
import { may } from '@greenscape/shared/project-actions';

export default function ProjectPage() {
  const t = useT();
  const localize = useLocalize();
  const user = useAccount('user');
  const { projectId = '' } = useParams();
  const project = useQuery(projectQuery(projectId, user._id));
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
          <ProjectParts project={project.data} userId={user._id} />
          {/* The conversation (app/area-routes.tsx: features/conversation), the last part. */}
          <Outlet />
        </>
      )}
    </Page>
  );
}

/** From the top card and the timeline's current step to where the thing to do is done. */
function jumpOf(
  step: NextStep,
  state: WorkflowProject,
): { href: string; label: MessageId } | undefined {
  switch (step.action) {
    case 'pickDesign':
      return { href: '#designs', label: 'user.project.seeDesigns' };
    case 'pickQuotation':
      return { href: '#quotations', label: 'user.project.compareQuotations' };
    case 'confirmVisit':
      return { href: `#${executionAnchors.visit}`, label: 'user.project.chooseVisitTime' };
    case 'reviewMilestone':
      return { href: `#${executionAnchors.milestones}`, label: 'user.project.seeProof' };
    case 'rate':
      return undefined;
    default:
      return isJobUnderWay(machineOf(state).stage)
        ? { href: '#work', label: 'user.project.seeWork' }
        : undefined;
  }
}

/**
 * What the customer sees and does at each step of docs/product.md#workflow: first the one thing
 * to do now (components/next-step.ts), then a link to every part of the page, then the part where
 * that thing is done, the timeline and the facts, and the rest. The parts keep their keys when
 * they move, so a part that has just been acted on keeps its success message as it moves down.
 * The picks and the rating are offered when their rules (packages/shared/src/workflow.ts) pass on
 * the state the server sent, the same rules the server runs on the call. A pick is a button on
 * the design's or the quotation's card, confirmed in a dialog; the call underneath sends its
 * number as before.
 */
function ProjectParts({ project, userId }: { project: Project; userId: string }) {
  const t = useT();
  const localize = useLocalize();
  const state = project.workflow;
  const pickDesign = usePick('design', project._id, userId);
  const pickQuotation = usePick('quotation', project._id, userId);
  const quotations = useQuery(quotationsQuery(userId, project.allocatedQuotations));
  const { picked } = machineOf(state);
  const ledger = useQuery({ ...ledgerQuery(project._id, 'user'), enabled: picked });
  // The plan names the payment that follows the next approval; the work part reads it anyway.
  const milestones = useQuery({ ...milestonesQuery(project._id, 'user'), enabled: picked });
  const [choice, setChoice] = useState<Choice | null>(null);
  const step = nextStepOf(state, {
    rated: Boolean(project.rating),
    ledger: ledger.data,
    milestones: milestones.data,
  });
  const jump = jumpOf(step, state);
  const present = sectionsOf(state);
  const chosenPartner = quotations.data?.find((q) => q.num === state.selectedQuotation)?.partner;

  const parts: Record<LaterPart, ReactNode> = {
    care: (
      <div className="flex flex-col gap-4">
        <WarrantyPanel
          projectId={project._id}
          role="user"
          workflow={state}
          warrantyEndsOn={project.warrantyEndsOn}
        />
        <CarePlanPanel projectId={project._id} role="user" />
      </div>
    ),
    work: <ProjectExecution projectId={project._id} workflow={state} />,
    payments: <ProjectPaymentsSummary project={project} />,
    quotations: (
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
    ),
    designs: (
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
    ),
  };
  const later = laterParts.filter((id) => present.includes(id) && id !== step.section);
  const order: (LaterPart | 'overview')[] = [
    ...(step.section ? [step.section] : []),
    'overview',
    ...later,
  ];

  return (
    <>
      <NextStepCard
        project={project}
        userId={userId}
        step={step}
        jump={jump && { ...jump, label: t(jump.label) }}
        partnerName={chosenPartner?.name ?? t('user.project.yourPartner')}
        confirmation={
          pickQuotation.isSuccess ? (
            <Confirmation key="quotation">{localize(messages.quotationSelected)}</Confirmation>
          ) : (
            pickDesign.isSuccess && (
              <Confirmation key="design">{localize(messages.designSelected)}</Confirmation>
            )
          )
        }
      />
      <SectionLinks sections={present} />
      {order.map((id) =>
        id === 'overview' ? (
          <div key={id} className="grid gap-4 lg:grid-cols-2 lg:items-start">
            <Section id="progress">
              <ProjectTimeline workflow={state} jump={jump && { ...jump, label: t(jump.label) }} />
            </Section>
            <Section id="details">
              <div className="flex flex-col gap-4">
                <ProjectFacts project={project} />
                <SiteCard
                  site={project.site}
                  projectId={project._id}
                  changeAs={may(state, { role: 'customer' }, 'changeSite') ? 'user' : undefined}
                />
              </div>
            </Section>
          </div>
        ) : (
          <Section key={id} id={id}>
            {parts[id]}
          </Section>
        ),
      )}
      {choice && (
        <ChoiceDialog
          choice={choice}
          quotation={
            choice.kind === 'quotation'
              ? quotations.data?.find((q) => q.num === choice.num)
              : undefined
          }
          onCancel={() => setChoice(null)}
          onConfirm={() =>
            (choice.kind === 'design' ? pickDesign : pickQuotation).mutate(choice.num)
          }
        />
      )}
    </>
  );
}
