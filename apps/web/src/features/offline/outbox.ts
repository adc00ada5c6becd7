import type { QueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../../lib/api-client';
import { releasePhotos } from '../../lib/held-photos';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { uploadImage } from '../../lib/upload';
import { refreshAfterStep } from '../../lib/use-project-step';
import {
  dropAction,
  readAction,
  readActions,
  saveAction,
  ownedBy,
  updateWaiting,
  type OutboxAction,
} from './outbox-store';

/** No request of a round waits longer: a stalled link must not hold the outbox. */
const requestTimeoutMs = 30_000;
const uploadTimeoutMs = 5 * 60_000;

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

/**
 * Statuses that say "not now" rather than "no": the action waits for the next round, under the
 * same key (the page's own send, use-kept-step.ts, reads them the same way).
 */
export const notNow = (status: number, code: string | undefined) =>
  status === 0 ||
  status === 401 ||
  status === 408 ||
  status === 429 ||
  status >= 500 ||
  code === 'idempotencyKeyInFlight';

/** Whether the action still waits: discarded in the list, or sent by another tab, it does not. */
async function stillWaiting(id: string) {
  return (await readAction(id))?.state === 'waiting';
}

/** One action sent, unless it stopped waiting meanwhile. */
async function send(client: QueryClient, action: OutboxAction): Promise<void> {
  const ids = new Map<string, string>();
  for (const photo of action.photos) {
    if (!(await stillWaiting(action.id))) {
      return;
    }
    if (!photo.uploadedId) {
      const file =
        photo.file instanceof File
          ? photo.file
          : new File([photo.file], photo.name, { type: photo.file.type });
      const uploaded = await uploadImage(
        file,
        photo.purpose,
        (fraction) => publish({ progress: { ...snapshot.progress, [photo.heldId]: fraction } }),
        AbortSignal.timeout(uploadTimeoutMs),
        photo.as,
        photo.key,
      );
      photo.uploadedId = uploaded.id;
      // Kept at once: a round cut short after this photo does not send it again.
      const waits = await updateWaiting(action.id, (current) => ({
        ...current,
        photos: current.photos.map((p) =>
          p.heldId === photo.heldId ? { ...p, uploadedId: uploaded.id } : p,
        ),
      }));
      if (!waits) {
        return;
      }
    }
    ids.set(photo.heldId, photo.uploadedId);
  }
  if (!(await stillWaiting(action.id))) {
    return;
  }
  const body = withUploads(action.request.body, ids);
  await request(action.request.path, {
    method: action.request.method,
    body,
    idempotencyKey: action.key,
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  await dropAction(action.id);
  releasePhotos(action.photos.map((p) => p.heldId));
  await refreshAfterStep(client, action.step, action.projectId);
}

/**
 * The body with each held photo's id replaced by its upload's, wherever the body holds it (a
 * care visit's log keeps its photos a level down); held ids are random UUIDs, never words.
 */
function withUploads(body: unknown, ids: Map<string, string>): unknown {
  if (typeof body === 'string') {
    return ids.get(body) ?? body;
  }
  if (Array.isArray(body)) {
    return body.map((item) => withUploads(item, ids));
  }
  if (typeof body === 'object' && body !== null) {
    return Object.fromEntries(
      Object.entries(body).map(([name, value]) => [name, withUploads(value, ids)]),
    );
  }
  return body;
}

type Account = { role: string; id: string };
let round: Promise<void> | undefined;
/** Asked again during a round: for whom (the latest asker), sent once the round ends. */
let again: Account | undefined;

/** One round: the account's waiting actions, in order, until one cannot go now. */
async function sendRound(client: QueryClient, account: { role: string; id: string }) {
  for (const action of await readActions()) {
    if (action.state !== 'waiting' || !ownedBy(action, account)) {
      continue;
    }
    try {
      await send(client, action);
    } catch (error) {
      if (!(error instanceof ApiError) || notNow(error.status, error.code)) {
        return;
      }
      await updateWaiting(action.id, (current) => ({
        ...current,
        state: 'refused',
        refusal: {
          status: error.status,
          message: error.message,
          ...(error.code && { code: error.code }),
        },
      }));
      // The project is not where the page thought: show where it stands.
      await refreshAfterStep(client, action.step, action.projectId);
    }
  }
}

/**
 * Sends the account's waiting actions, in order; one round at a time in this tab, and across the
 * app's tabs where the browser can lock (two tabs sending the same action would count once by its
 * key, but would show it twice in progress). Asked again during a round, it runs once more after:
 * an action kept meanwhile does not wait for the next event.
 */
export function flushOutbox(client: QueryClient, account: Account) {
  if (round) {
    again = account;
    return round;
  }
  round = (async () => {
    try {
      let next: Account | undefined = account;
      while (next) {
        const who: Account = next;
        again = undefined;
        const work = () => sendRound(client, who);
        await (navigator.locks ? navigator.locks.request('greenscape-outbox', work) : work());
        next = navigator.onLine ? again : undefined;
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

/** The text an action holds where the person may edit it (outbox-store.ts editable). */
export function editableText(action: OutboxAction): string | undefined {
  let value: unknown = action.request.body;
  for (const name of action.editable ?? []) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[name]
        : undefined;
  }
  return action.editable && typeof value === 'string' ? value : undefined;
}

function withText(body: unknown, path: readonly string[], text: string): unknown {
  const [name, ...rest] = path;
  if (name === undefined || typeof body !== 'object' || body === null) {
    return text;
  }
  const record = body as Record<string, unknown>;
  return { ...record, [name]: withText(record[name], rest, text) };
}

/**
 * A refused action, edited, goes again: a new key, since the body is another (the old key's
 * answer is the refusal), and its photos already up are not sent twice.
 */
export async function editAction(client: QueryClient, id: string, text: string): Promise<void> {
  const action = await readAction(id);
  if (!action?.editable || action.state !== 'refused') {
    return;
  }
  const { refusal: _refusal, ...rest } = action;
  await keepAction(client, {
    ...rest,
    key: newIdempotencyKey(),
    request: { ...action.request, body: withText(action.request.body, action.editable, text) },
    state: 'waiting',
  });
}

/** The person let go of an action the server refused (or one they no longer want sent). */
export async function discardAction(id: string): Promise<void> {
  const action = snapshot.actions.find((a) => a.id === id);
  await dropAction(id);
  releasePhotos(action?.photos.map((p) => p.heldId) ?? []);
  await reloadOutbox();
}

/** Everything the account left on this phone, deleted as it signs out (asked first). */
export async function forgetAccountActions(account: { role: string; id: string }): Promise<void> {
  const own = (await readActions({ live: true })).filter((a) => ownedBy(a, account));
  await Promise.all(own.map((a) => dropAction(a.id)));
  releasePhotos(own.flatMap((a) => a.photos.map((p) => p.heldId)));
  await reloadOutbox();
}
