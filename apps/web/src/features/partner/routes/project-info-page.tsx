import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { partnerProjectQuery } from '../api/partner-api';
import { ProjectFacts } from '../components/project-facts';

/** What a partner sees of a project: never the customer's contact details (issue 6). */
export default function ProjectInfoPage() {
  const partner = useAccount('service-provider');
  const { projectId = '' } = useParams();
  const project = useQuery(partnerProjectQuery(partner._id, projectId));
  return (
    <Page title="Project Info">
      {project.isPending && <Loading label="Loading the project…" />}
      {project.isError && <Alert kind="error">{project.error.message}</Alert>}
      {project.data && <ProjectFacts project={project.data} />}
    </Page>
  );
}
