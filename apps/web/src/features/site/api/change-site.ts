import { projectsApi } from '@greenscape/shared/contract/projects';
import type { SiteBody } from '@greenscape/shared/schemas/project-site';
import { callApi } from '../../../lib/call-api';
import { useStepMutation } from '../../../lib/use-project-step';

/**
 * Changes where the garden is (docs/product.md#the-site): the customer before the pick, the team
 * until completion. `role` names the area's session: a browser may hold both.
 */
export function useChangeSite(projectId: string, role: 'user' | 'admin') {
  return useStepMutation({
    step: 'changeSite',
    project: projectId,
    call: (site: SiteBody) =>
      callApi(projectsApi.changeSite, { params: { projectId }, query: { role }, body: site }),
  });
}
