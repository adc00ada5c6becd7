import { createStore, del, entries, get, promisifyRequest, set } from 'idb-keyval';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { UploadPurpose } from '@greenscape/shared/schemas/projects';
import type { MessageId } from '../../i18n/namespaces';
import type { ProjectStep } from '../../lib/use-project-step';

// The outbox on the phone (docs/offline.md): what a customer or partner did without a network,
// kept in IndexedDB with its photos until it reaches the server, in the order it was made. Each
// action carries its Idempotency-Key from the start, so that however often it is sent, it counts
// once.

/** A photo of an action, kept until it is uploaded; its upload has a key of its own. */
export type KeptPhoto = {
  /** The id the form holds for it (lib/held-photos.ts), replaced by the upload's on the way. */
  heldId: string;
  file: Blob;
  name: string;
  key: string;
  purpose: UploadPurpose;
  as: Role;
  uploadedId?: string;
};

export type OutboxAction = {
  id: string;
  /** The Idempotency-Key of the action's own request. */
  key: string;
  createdAt: number;
  /** Whose action it is: only that account's session sends it. */
  account: { role: Role; id: string };
  /** The step, for what it refreshes once sent (lib/use-project-step.ts). */
  step: ProjectStep;
  projectId: string;
  /** What the people see of it: a text of the catalogue and its values. */
  label: { id: MessageId; values: Record<string, string | number> };
  /** The request as the contract builds it: path with query, method, body with held photo ids. */
  request: { path: string; method: 'POST' | 'PUT'; body: unknown };
  photos: KeptPhoto[];
  state: 'waiting' | 'refused';
  /** The server's refusal, shown as it said it, never sent again by itself. */
  refusal?: { status: number; message: string; code?: string };
  /**
   * Where the body holds the person's own words (the proof's note, say): a refused action may be
   * edited there and sent again under a new key (outbox.ts editAction).
   */
  editable?: string[];
  /** Anything the page needs to know the action by (the milestone's number, say). */
  about?: Record<string, string | number>;
  /**
   * Kept before its first send (use-kept-step.ts) and being sent by the page until then: the
   * outbox leaves it alone until this moment has passed, when the page surely stopped (the app
   * was closed mid-send) and the outbox sends it under the same key.
   */
  liveUntil?: number;
};

const store = createStore('greenscape-outbox', 'actions');

/**
 * The actions the outbox holds, in the order they were made; not those a page is sending, unless
 * `live` (signing out deletes those too).
 */
export async function readActions({ live = false } = {}): Promise<OutboxAction[]> {
  try {
    const all = await entries<string, OutboxAction>(store);
    const now = Date.now();
    return all
      .map(([, action]) => action)
      .filter((action) => live || !action.liveUntil || action.liveUntil < now)
      .sort((a, b) => a.createdAt - b.createdAt);
  } catch {
    // No IndexedDB: nothing was kept.
    return [];
  }
}

// Async functions, so that a browser without IndexedDB answers with a rejection, never a throw.
export async function saveAction(action: OutboxAction): Promise<void> {
  await set(action.id, action, store);
}

/** One action as it stands now (a round reads it again: it may have been discarded meanwhile). */
export async function readAction(id: string): Promise<OutboxAction | undefined> {
  return get<OutboxAction>(id, store);
}

export async function dropAction(id: string): Promise<void> {
  await del(id, store);
}

/**
 * Changes an action only if it still waits, read and written in one transaction: a round that
 * took a minute over a photo must not bring back an action discarded (or signed out) meanwhile.
 * Whether it still waited.
 */
export function updateWaiting(
  id: string,
  change: (current: OutboxAction) => OutboxAction,
): Promise<boolean> {
  return store('readwrite', (actions) => {
    const read = actions.get(id) as IDBRequest<OutboxAction | undefined>;
    return promisifyRequest(read).then((current) => {
      if (current?.state !== 'waiting') {
        return false;
      }
      actions.put(change(current), id);
      return promisifyRequest(actions.transaction).then(() => true);
    });
  });
}

/** Whether the action is the account's: only its own session sends it, shows it or deletes it. */
export const ownedBy = (action: OutboxAction, account: { role: string; id: string }) =>
  action.account.role === account.role && action.account.id === account.id;
