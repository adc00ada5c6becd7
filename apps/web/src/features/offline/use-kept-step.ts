import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { urlOf, type Endpoint } from '@greenscape/shared/contract/endpoint';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { UploadPurpose } from '@greenscape/shared/schemas/projects';
import { ApiError } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';
import { heldPhoto } from '../../lib/held-photos';
import { newIdempotencyKey, randomUuid } from '../../lib/idempotency-key';
import { useAccount } from '../../lib/session';
import { refreshAfterStep, type ProjectStep } from '../../lib/use-project-step';
import { keepAction, notNow } from './outbox';
import { dropAction, ownedBy, readActions, saveAction, type OutboxAction } from './outbox-store';

/** How long a page's own send of a step keeps the outbox off it (outbox-store.ts liveUntil). */
const liveMs = 2 * 60_000;
/** How long the page waits for the answer before the outbox takes the action over. */
const sendTimeoutMs = 30_000;

/** What became of an action: sent, with the server's answer, or kept in the outbox. */
export type KeptOrSent<Answer> = { kept: false; answer: Answer } | { kept: true };

/**
 * A step of the site work that survives a weak signal (docs/offline.md): kept on the phone
 * first, then sent at once when it can be, with its Idempotency-Key; left in the outbox with its
 * photos when there is no network, when the network fails on the way (the same key then makes a
 * repeat count once), or when some of its photos were chosen offline and must go up first.
 */
export function useKeptStep<Input, Answer>(options: {
  role: Extract<Role, 'user' | 'service-provider'>;
  step: ProjectStep;
  projectId: string;
  /** The contract's entry of the step, and its parts for an input. */
  endpoint: Endpoint;
  parts: (input: Input) => {
    params: Record<string, string>;
    query?: Record<string, string>;
    body: object;
  };
  /** The photo ids the body holds (held ones among them): the body's `photos` unless said. */
  photos?: (input: Input) => readonly string[];
  /** Where the body holds the text the person may edit after a refusal (outbox-store.ts). */
  editable?: readonly string[];
  label: (input: Input) => OutboxAction['label'];
  about?: (input: Input) => OutboxAction['about'];
  purpose: UploadPurpose;
}) {
  const client = useQueryClient();
  const account = useAccount(options.role);
  return useMutation({
    // It runs without a network too: that is when it keeps the action (the library would wait).
    networkMode: 'always',
    mutationFn: async (input: Input): Promise<KeptOrSent<Answer>> => {
      const parts = options.parts(input);
      const photoIds =
        options.photos?.(input) ?? (parts.body as { photos?: readonly string[] }).photos ?? [];
      const action: OutboxAction = {
        id: randomUuid(),
        key: newIdempotencyKey(),
        createdAt: Date.now(),
        account: { role: options.role, id: account._id },
        step: options.step,
        projectId: options.projectId,
        label: options.label(input),
        ...(options.about && { about: options.about(input) }),
        ...(options.editable && { editable: [...options.editable] }),
        request: {
          path: (urlOf as (e: Endpoint, p: object) => string)(options.endpoint, parts),
          method: options.endpoint.method as 'POST' | 'PUT',
          body: parts.body,
        },
        photos: photoIds.flatMap((heldId) => {
          const file = heldPhoto(heldId);
          return file
            ? [
                {
                  heldId,
                  file,
                  name: file.name,
                  key: newIdempotencyKey(),
                  purpose: options.purpose,
                  as: options.role,
                },
              ]
            : [];
        }),
        state: 'waiting',
      };
      const keep = async (): Promise<KeptOrSent<Answer>> => {
        await keepAction(client, action);
        return { kept: true };
      };
      // After what already waits, in order: a message sent now must not pass the photo before it.
      const queued = (await readActions({ live: true })).some(
        (a) => a.state === 'waiting' && ownedBy(a, action.account),
      );
      // The library's word for the network, which also knows one bar (lib/no-signal.ts).
      if (!onlineManager.isOnline() || action.photos.length > 0 || queued) {
        return keep();
      }
      // Kept before it goes, so that an app closed mid-send loses nothing: the outbox sends it
      // under the same key once the page surely stopped (outbox-store.ts liveUntil).
      await saveAction({ ...action, liveUntil: Date.now() + liveMs }).catch(() => undefined);
      try {
        const send = callApi as (e: Endpoint, o: object) => Promise<unknown>;
        const answer = await send(options.endpoint, {
          ...parts,
          idempotencyKey: action.key,
          // A link that takes the request and never answers: kept, and sent again by the outbox.
          signal: AbortSignal.timeout(sendTimeoutMs),
        });
        await dropAction(action.id).catch(() => undefined);
        return { kept: false, answer: answer as Answer };
      } catch (error) {
        // "Not now" as the outbox reads it (the network, a 5xx, a full server, an answer cut
        // off): kept under the same key, which makes it count once if it did arrive. An abort
        // is the page's own (it closed): the outbox sends it later as well.
        if (!(error instanceof ApiError) || notNow(error.status, error.code)) {
          return keep();
        }
        await dropAction(action.id).catch(() => undefined);
        throw error;
      }
    },
    onSettled: (result) =>
      result?.kept ? undefined : refreshAfterStep(client, options.step, options.projectId),
  });
}
