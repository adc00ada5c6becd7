import { isCompleted } from '@greenscape/shared/workflow';
import { Page } from '../../../components/ui/page';
import { WarrantyPanel } from '../../after-care/components/warranty-panel';
import { useAdminProject } from '../components/use-admin-project';

/**
 * The team's Warranty tab (docs/product.md#warranty): each claim of the finished garden, to
 * schedule a visit for or to close as not covered with a reason.
 */
export default function ProjectWarrantyPage() {
  const { projectId, project, state } = useAdminProject();
  if (!state || !project.data) {
    return null;
  }
  if (!isCompleted(state)) {
    return (
      <p className="rounded-md bg-stone-100 p-4 text-stone-800">
        The warranty starts when the project is completed.
      </p>
    );
  }
  return (
    <Page title="Warranty">
      <WarrantyPanel
        projectId={projectId}
        role="admin"
        workflow={state}
        warrantyEndsOn={project.data.warrantyEndsOn}
      />
    </Page>
  );
}
