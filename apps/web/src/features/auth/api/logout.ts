import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi } from '@greenscape/shared/contract/auth';
import { pages } from '@greenscape/shared/pages';
import type { Role } from '@greenscape/shared/schemas/auth';
import { ApiError } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { forgetKeptAnswers } from '../../../lib/kept-answers';
import { notificationKeys, sessionKeys } from '../../../lib/query-keys';

/**
 * Ends the role's session on the server, forgets it here, and goes to / (docs/product.md#sign-in).
 */
export function useLogout(role: Role) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // `forget`: what the phone deletes of the account (its outbox, docs/offline.md) once the
    // server has ended the session, never before: signed out offline, the work would be gone
    // while the session lived on.
    mutationFn: async (forget?: () => Promise<void>) => {
      try {
        await callApi(authApi.logout, { body: { role } });
      } catch (error) {
        // A session already over is signed out; any other failure leaves it alive, and the
        // phone keeps everything of it (the button says so): a shared phone must not look
        // signed out while the next person would find the account open.
        if (!(error instanceof ApiError && error.status === 401)) {
          throw error;
        }
      }
      await forget?.();
    },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: sessionKeys.account(role) });
      queryClient.removeQueries({ queryKey: sessionKeys.preferences(role) });
      // The next account signed in here must not see this one's badge or notices, even briefly.
      queryClient.removeQueries({ queryKey: notificationKeys.all(role) });
      // Nothing of the account stays on the phone (docs/offline.md).
      await forgetKeptAnswers(queryClient);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.state });
      await navigate(pages.home);
    },
  });
}
