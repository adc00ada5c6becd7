import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@greenscape/shared/contract/accounts';
import type { MaterialRow } from '@greenscape/shared/schemas/workspaces';
import { callApi } from '../../../lib/call-api';
import { accountQuery } from '../../../lib/session';

/**
 * Replaces the supplier's materialInfo with these rows (PUT /supplier/{id},
 * docs/product.md#accounts).
 */
export function useSaveMaterials(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (materialInfo: MaterialRow[]) =>
      callApi(accountsApi.updateSupplierProfile, {
        params: { id: supplierId },
        body: { updatationDetails: { materialInfo } },
      }),
    onSuccess: (supplier) => queryClient.setQueryData(accountQuery('supplier').queryKey, supplier),
  });
}
