import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi } from '@greenscape/shared/contract/auth';
import { pages } from '@greenscape/shared/pages';
import type { Role } from '@greenscape/shared/schemas/auth';
import { callApi } from '../../../lib/call-api';
import { forgetKeptAnswers } from '../../../lib/kept-answers';
import { sessionKeys } from '../../../lib/query-keys';

/**
 * Ends the role's session on the server, forgets it here, and goes to / (docs/product.md#sign-in).
 */
export function useLogout(role: Role) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(authApi.logout, { body: { role } }),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: sessionKeys.account(role) });
      queryClient.removeQueries({ queryKey: sessionKeys.preferences(role) });
      // Nothing of the account stays on the phone (docs/offline.md).
      await forgetKeptAnswers(queryClient);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.state });
      await navigate(pages.home);
    },
  });
}
