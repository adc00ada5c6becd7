import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../lib/form-errors';

/**
 * The state every text-and-photos form of the job shares (the visit report, a milestone's proof,
 * a change request): the picked photos, whether some are still uploading, and the first issue per
 * field when the body fails the contract's own schema (packages/shared/src/schemas/execution.ts),
 * so nothing is sent that the server would refuse for its shape.
 */
export function usePhotoForm(schema: z.ZodType) {
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const onPhotos = useCallback((ids: string[], pending: boolean) => {
    setPhotos(ids);
    setUploading(pending);
  }, []);
  const valid = (body: unknown): boolean => {
    const parsed = schema.safeParse(body);
    setIssues(parsed.success ? {} : fieldErrors(parsed.error));
    return parsed.success;
  };
  return { photos, uploading, issues, onPhotos, valid };
}
