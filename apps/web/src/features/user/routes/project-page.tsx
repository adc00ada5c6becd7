import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';

export default function ProjectPage() {
  const { projectId } = useParams();
  return (
    <Page title="Project Details">
      <p className="text-stone-700">
        Project <span className="font-mono">{projectId}</span>: its designs, quotations and
        progress.
      </p>
    </Page>
  );
}
