import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '../../../components/form/use-zod-form';

/**
 * What every text-and-photos form of the job shares (the visit report, a milestone's proof, a
 * change request): the form, checked by the contract's own schema
 * (packages/shared/src/schemas/execution.ts) so nothing is sent that the server would refuse for
 * its shape, and whether some photos are still uploading, which holds the form back
 * (components/form/form-images.tsx reports it through `onBusy`).
 */
export function usePhotoForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
) {
  const form = useZodForm(schema, defaultValues);
  const [uploading, setUploading] = useState(false);
  return { form, uploading, onBusy: setUploading };
}
