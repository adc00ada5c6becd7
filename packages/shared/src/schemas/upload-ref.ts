import { z } from 'zod';
import { messages } from '../messages';

// The public contract sends images as URLs (docs/product.md#api); POST /uploads gives back ids and
// URLs (docs/product.md#uploads).
// Both come back in later calls: a bare id, `/api/files/{id}` (or its `/thumb`), relative or on
// any origin. Whether the upload is the caller's own is the route's check, not this one's.
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const refPattern = new RegExp(`^(?:(?:https?://[^/?#]+)?/api/files/)?(${uuid})(?:/thumb)?$`, 'i');

/** The upload id an image reference names, or undefined when it names none. */
export function uploadIdOf(ref: string): string | undefined {
  return refPattern.exec(ref.trim())?.[1]?.toLowerCase();
}

/** One image reference, answered as the upload id; anything else is refused with `message`. */
export const uploadRefSchema = (message: string = messages.notYourUpload) =>
  z
    .string({ error: message })
    .max(300, message)
    .transform((ref, ctx) => {
      const id = uploadIdOf(ref);
      if (!id) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    })
    .meta({ description: 'An upload id, or the url / thumbUrl POST /uploads answered with' });
