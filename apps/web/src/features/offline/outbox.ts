import type { QueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../../lib/api-client';
import { releasePhotos } from '../../lib/held-photos';
import { uploadImage } from '../../lib/upload';
import { refreshAfterStep } from '../../lib/use-project-step';
import { dropAction, readActions, saveAction, type OutboxAction } from './outbox-store';

// Sends what the outbox keeps (docs/offline.md), one action at a time in the order they were
// made: first each photo not yet up (with its own key, so a photo whose answer was lost is the
// same upload), then the action with the uploads' ids in place of the held ones, under the key
// it was given when it was made. A network failure stops the round until the network is back; a
// refusal of the server is kept and shown, never sent again by itself.

type Snapshot = {
  actions: OutboxAction[];
  /** Each photo's upload progress, by its held id, while a round sends it. */
  progress: Record<string, number>;
};

let snapshot: Snapshot = { actions: [], progress: {} };
const listeners = new Set<() => void>();

function publish(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
}

export const outboxSnapshot = () => snapshot;

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function reloadOutbox(): Promise<void> {
  publish({ actions: await readActions() });
}

/** Statuses that say "not now" rather than "no": the action waits for the next round. */
const notNow = (status: number, code: string | undefined) =>
  status === 0 ||
  status === 401 ||
  status === 408 ||
  status === 429 ||
  status >= 500 ||
  code === 'idempotencyKeyInFlight';

/** One action sent; true when the round may go on to the next. */
async function send(client: QueryClient, action: OutboxAction): Promise<boolean> {
  const ids = new Map<string, string>();
  for (const photo of action.photos) {
    if (!photo.uploadedId) {
      const file =
        photo.file instanceof File
          ? photo.file
          : new File([photo.file], photo.name, { type: photo.file.type });
      const uploaded = await uploadImage(
        file,
        photo.purpose,
        (fraction) => publish({ progress: { ...snapshot.progress, [photo.heldId]: fraction } }),
        undefined,
        photo.as,
        photo.key,
      );
      photo.uploadedId = uploaded.id;
      // Kept at once: a round cut short after this photo does not send it again.
      await saveAction(action);
    }
    ids.set(photo.heldId, photo.uploadedId);
  }
  const body = withUploads(action.request.body, ids);
  await request(action.request.path, {
    method: action.request.method,
    body,
    idempotencyKey: action.key,
  });
  await dropAction(action.id);
  releasePhotos(action.photos.map((p) => p.heldId));
  await refreshAfterStep(client, action.step, action.projectId);
  return true;
}

/** The body with each held photo's id replaced by its upload's. */
function withUploads(body: unknown, ids: Map<string, string>): unknown {
  if (typeof body !== 'object' || body === null || !('photos' in body)) {
    return body;
  }
  const photos = (body as { photos: unknown }).photos;
  return Array.isArray(photos)
    ? { ...body, photos: photos.map((id) => (typeof id === 'string' ? (ids.get(id) ?? id) : id)) }
    : body;
}

let round: Promise<void> | undefined;

/** Sends the account's waiting actions, in order; one round at a time. */
export function flushOutbox(client: QueryClient, account: { role: string; id: string }) {
  round ??= (async () => {
    try {
      for (const action of await readActions()) {
        if (
          action.state !== 'waiting' ||
          action.account.role !== account.role ||
          action.account.id !== account.id
        ) {
          continue;
        }
        try {
          await send(client, action);
        } catch (error) {
          if (!(error instanceof ApiError) || notNow(error.status, error.code)) {
            break;
          }
          await saveAction({
            ...action,
            state: 'refused',
            refusal: {
              status: error.status,
              message: error.message,
              ...(error.code && { code: error.code }),
            },
          });
          // The project is not where the page thought: show where it stands.
          await refreshAfterStep(client, action.step, action.projectId);
        }
      }
    } finally {
      round = undefined;
      publish({ actions: await readActions(), progress: {} });
    }
  })();
  return round;
}

/** Keeps an action made without a network, and sends it at once if the network is there. */
export async function keepAction(client: QueryClient, action: OutboxAction): Promise<void> {
  await saveAction(action);
  await reloadOutbox();
  if (navigator.onLine) {
    void flushOutbox(client, action.account);
  }
}

/** The person let go of an action the server refused (or one they no longer want sent). */
export async function discardAction(id: string): Promise<void> {
  const action = snapshot.actions.find((a) => a.id === id);
  await dropAction(id);
  releasePhotos(action?.photos.map((p) => p.heldId) ?? []);
  await reloadOutbox();
}
