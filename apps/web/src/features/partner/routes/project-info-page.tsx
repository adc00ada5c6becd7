import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { areaLabel } from '@greenscape/shared/areas';
import { budgetLabel } from '@greenscape/shared/budgets';
import { messages } from '@greenscape/shared/messages';
import { serviceLabels } from '@greenscape/shared/services';
import { Alert } from '../../../components/ui/alert';
import { Carousel } from '../../../components/ui/carousel';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { partnerProjectQuery } from '../api/partner-api';

/** What a partner sees of a project: never the customer's contact details (issue 6). */
export default function ProjectInfoPage() {
  const partner = useAccount('service-provider');
  const { projectId = '' } = useParams();
  const project = useQuery(partnerProjectQuery(partner._id, projectId));
  return (
    <Page title="Project Info">
      {project.isPending && <Loading label="Loading the project…" />}
      {project.isError && <Alert kind="error">{project.error.message}</Alert>}
      {project.data && (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-sm text-stone-500">Project Id</dt>
            <dd className="break-all">{project.data._id}</dd>
            <dt className="text-sm text-stone-500">Service Required</dt>
            <dd>{serviceLabels[project.data.service]}</dd>
            <dt className="text-sm text-stone-500">Budget</dt>
            <dd>{budgetLabel(project.data.budget) ?? project.data.budget}</dd>
            <dt className="text-sm text-stone-500">Area</dt>
            <dd>{areaLabel(project.data.area) ?? messages.notDefined}</dd>
          </dl>
          <Carousel images={project.data.photos} label="Project photo" />
          <section aria-labelledby="requirement" className="rounded-xl bg-white p-5 shadow-sm">
            <h2 id="requirement" className="mb-2 text-lg font-semibold">
              Customer Requirement
            </h2>
            <p className="whitespace-pre-line">{project.data.desc}</p>
          </section>
        </>
      )}
    </Page>
  );
}
