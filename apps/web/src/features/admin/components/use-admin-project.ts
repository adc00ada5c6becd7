import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAccount } from '../../../lib/session';
import { projectQuotationsQuery, staffProjectQuery, templateQuery } from '../api/projects';

/**
 * The project of the current admin page, its template and quotations, and its workflow state as
 * the server sends it: the pages offer a step when its rule of packages/shared/src/workflow.ts
 * passes on that state.
 */
export function useAdminProject() {
  const admin = useAccount('admin');
  const { projectId = '' } = useParams();
  const project = useQuery(staffProjectQuery(admin._id, projectId));
  const template = useQuery(templateQuery(admin._id, projectId));
  const quotations = useQuery(
    projectQuotationsQuery(admin._id, projectId, project.data?.allocatedQuotations ?? []),
  );
  const state = project.data?.workflow;
  return { adminId: admin._id, projectId, project, template, quotations, state };
}
