import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Role } from '@greenscape/shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session';

/** Ends the role's session on the server, forgets it here, and goes to / (SPEC §4). */
export function useLogout(role: Role) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/auth/logout', { method: 'POST', body: { role } }),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: sessionKeys.account(role) });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.state });
      await navigate('/');
    },
  });
}
