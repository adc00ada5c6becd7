import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierApi } from '@greenscape/shared/contract/supplier';
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
      callApi(supplierApi.updateProfile, {
        params: { id: supplierId },
        body: { updatationDetails: { materialInfo } },
      }),
    onSuccess: (supplier) => queryClient.setQueryData(accountQuery('supplier').queryKey, supplier),
  });
}
