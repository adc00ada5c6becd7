import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Supplier } from '@greenscape/shared/schemas/auth';
import type { MaterialRow } from '@greenscape/shared/schemas/workspaces';
import { api } from '../../../lib/api-client';
import { accountQuery } from '../../../lib/session';

/** Replaces the supplier's materialInfo with these rows (SPEC §7 PUT /supplier/{id}). */
export function useSaveMaterials(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (materialInfo: MaterialRow[]) =>
      api<Supplier>(`/supplier/${supplierId}`, {
        method: 'PUT',
        body: { updatationDetails: { materialInfo } },
      }),
    onSuccess: (supplier) => queryClient.setQueryData(accountQuery('supplier').queryKey, supplier),
  });
}
