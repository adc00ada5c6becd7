import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';

export default function ProjectInfoPage() {
  const { projectId } = useParams();
  return (
    <Page title="Project Info">
      <p className="text-stone-700">
        Service, budget, area, photos and the customer's requirement for project{' '}
        <span className="font-mono">{projectId}</span>.
      </p>
    </Page>
  );
}
