import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import { useAccount } from '../../../lib/session';
import { projectQuotationsQuery, staffProjectQuery, templateQuery } from '../api/projects';

/** The project of the current admin page, its template and quotations, and its workflow state. */
export function useAdminProject() {
  const admin = useAccount('admin');
  const { projectId = '' } = useParams();
  const project = useQuery(staffProjectQuery(admin._id, projectId));
  const template = useQuery(templateQuery(admin._id, projectId));
  const quotations = useQuery(
    projectQuotationsQuery(admin._id, projectId, project.data?.allocatedQuotations ?? []),
  );
  const p = project.data;
  const state: WorkflowProject | undefined =
    p && template.isSuccess && (p.allocatedQuotations.length === 0 || quotations.isSuccess)
      ? {
          status: p.status,
          designCount: p.designSent.length,
          designSelected: p.designSelected,
          hasTemplate: template.data !== null,
          quotationSent: p.quotationSent,
          allocatedCount: p.allocatedQuotations.length,
          finalizedCount: (quotations.data ?? []).filter((q) => q.finalized).length,
          visibleToClient: p.visibleToclient,
          selectedQuotation: p.selectedQuotation,
          quotationWindowClosesAt: null,
        }
      : undefined;
  return { adminId: admin._id, projectId, project, template, quotations, state };
}
