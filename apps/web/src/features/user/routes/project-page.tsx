import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import type { Project } from '@greenscape/shared/schemas/projects';
import { canPickDesign, canPickQuotation, canRate } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { projectQuery, quotationsQuery, usePick } from '../api/projects';
import { DesignGallery } from '../components/design-gallery';
import { NumberPickForm } from '../components/number-pick-form';
import { ProjectFacts } from '../components/project-facts';
import { QuotationOffers } from '../components/quotation-offers';
import { RatingForm } from '../components/rating-form';

export default function ProjectPage() {
  const user = useAccount('user');
  const { projectId = '' } = useParams();
  const project = useQuery(projectQuery(projectId, user._id));
  return (
    <Page title="Project Details">
      {project.isPending && <Loading label="Loading the project…" />}
      {project.isError && <Alert kind="error">{project.error.message}</Alert>}
      {project.data && (
        <>
          <ProjectFacts project={project.data} />
          <ProjectProgress project={project.data} userId={user._id} />
        </>
      )}
    </Page>
  );
}

/**
 * What the customer sees and does at each step of docs/product.md#workflow. The picks and the
 * rating are offered
 * when their rules (packages/shared/src/workflow.ts) pass on the state the server sent, the same
 * rules the server runs on the call.
 */
function ProjectProgress({ project, userId }: { project: Project; userId: string }) {
  const pickDesign = usePick('design', project._id, userId);
  const pickQuotation = usePick('quotation', project._id, userId);
  const quotations = useQuery(quotationsQuery(userId, project.allocatedQuotations));
  const state = project.workflow;

  if (state.designCount === 0) {
    return <Alert kind="success">{messages.designsPromised}</Alert>;
  }
  const designs = (
    <section aria-labelledby="designs-title" className="flex flex-col gap-3">
      <h2 id="designs-title" className="text-xl font-semibold">
        Designs
      </h2>
      <DesignGallery designs={project.designSent} selected={state.designSelected} />
    </section>
  );
  if (canPickDesign(state, 1).ok) {
    return (
      <>
        {designs}
        <NumberPickForm
          label="Design number"
          invalidText={messages.invalidDesignNumber}
          highest={state.designCount}
          busy={pickDesign.isPending}
          error={pickDesign.error?.message}
          onPick={(num) => pickDesign.mutate(num)}
        />
      </>
    );
  }
  const designPicked = pickDesign.isSuccess && (
    <Alert kind="success">{messages.designSelected}</Alert>
  );
  if (!state.visibleToClient) {
    return (
      <>
        {designPicked}
        <Alert kind="success">{messages.designReceived}</Alert>
        {designs}
      </>
    );
  }
  const completed = state.status === 'Completed';
  return (
    <>
      <section aria-labelledby="quotations-title" className="flex flex-col gap-3">
        <h2 id="quotations-title" className="text-xl font-semibold">
          Quotations
        </h2>
        {quotations.isPending && <Loading label="Loading the quotations…" />}
        {quotations.isError && <Alert kind="error">{quotations.error.message}</Alert>}
        {quotations.data && (
          <QuotationOffers quotations={quotations.data} selected={state.selectedQuotation} />
        )}
      </section>
      {pickQuotation.isSuccess && <Alert kind="success">{messages.quotationSelected}</Alert>}
      {canPickQuotation(state, 1).ok ? (
        <NumberPickForm
          label="Quotation number"
          invalidText={messages.invalidQuotationNumber}
          highest={state.allocatedCount}
          busy={pickQuotation.isPending}
          error={pickQuotation.error?.message}
          onPick={(num) => pickQuotation.mutate(num)}
        />
      ) : (
        <Alert kind="success">
          {completed ? messages.projectCompletedCustomer : messages.quotationReceived}
        </Alert>
      )}
      {canRate(state).ok && (
        <RatingForm
          projectId={project._id}
          userId={userId}
          rating={project.rating}
          partnerName={
            quotations.data?.find((q) => q.num === state.selectedQuotation)?.partner.name ??
            'your service partner'
          }
        />
      )}
      {designs}
    </>
  );
}
