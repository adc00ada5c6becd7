import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';

export default function ProjectInfoPage() {
  const { projectId } = useParams();
  return (
    <Page title="Project Info">
      <p className="text-stone-700">
        Customer details, requirements, photos and designs of project{' '}
        <span className="font-mono">{projectId}</span>.
      </p>
    </Page>
  );
}
