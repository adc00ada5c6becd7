import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (message: string) =>
      api<{ message: string }>('/user/support', { method: 'POST', body: { message } }),
  });
}
