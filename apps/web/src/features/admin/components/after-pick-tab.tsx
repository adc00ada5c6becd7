import type { ReactNode } from 'react';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { useAdminProject } from './use-admin-project';
import { machineOf } from '@greenscape/shared/project-machine';

/**
 * A project tab that opens at the customer's pick (Execution, Payments): nothing while the
 * project loads, `waiting` until the pick, then the tab itself with the project's state.
 */
export function AfterPickTab({
  waiting,
  children,
}: {
  waiting: string;
  children: (project: { projectId: string; state: WorkflowState }) => ReactNode;
}) {
  const { projectId, state } = useAdminProject();
  if (!state) {
    return null;
  }
  if (!machineOf(state).picked) {
    return <p className="rounded-md bg-stone-100 p-4 text-stone-800">{waiting}</p>;
  }
  return children({ projectId, state });
}
