import { useMutation } from '@tanstack/react-query';
import { supportApi } from '@greenscape/shared/contract/support';
import { callApi } from '../../../lib/call-api';

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (message: string) => callApi(supportApi.send, { body: { message } }),
  });
}
