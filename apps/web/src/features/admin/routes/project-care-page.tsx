import { isCompleted } from '@greenscape/shared/workflow';
import { Page } from '../../../components/ui/page';
import { CarePlanPanel } from '../../after-care/components/care-plan-panel';
import { useAdminProject } from '../components/use-admin-project';

/**
 * The team's Care tab (docs/product.md#care-plans): offer a plan once the garden is handed over,
 * then follow its visits and fees.
 */
export default function ProjectCarePage() {
  const { projectId, state } = useAdminProject();
  if (!state) {
    return null;
  }
  if (!isCompleted(state)) {
    return (
      <p className="rounded-md bg-stone-100 p-4 text-stone-800">
        A care plan can be offered once the project is completed.
      </p>
    );
  }
  return (
    <Page title="Care">
      <CarePlanPanel projectId={projectId} role="admin" />
    </Page>
  );
}
