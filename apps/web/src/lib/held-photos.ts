import { randomUuid } from './idempotency-key';

// Photos chosen without a network (components/ui/image-uploader.tsx): held here under an id of
// the same form as an upload's, so the form's own schema takes them, until the form is kept in
// the outbox with them (features/offline/outbox.ts), which uploads each when the network is back.

const held = new Map<string, File>();

export function holdPhoto(file: File): string {
  const id = randomUuid();
  held.set(id, file);
  return id;
}

export const heldPhoto = (id: string): File | undefined => held.get(id);

export function releasePhotos(ids: readonly string[]): void {
  ids.forEach((id) => held.delete(id));
}
