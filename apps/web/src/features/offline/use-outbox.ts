import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Role } from '@greenscape/shared/schemas/auth';
import { useAccount } from '../../lib/session';
import type { ProjectStep } from '../../lib/use-project-step';
import {
  flushOutbox,
  forgetAccountActions,
  outboxSnapshot,
  reloadOutbox,
  subscribeOutbox,
} from './outbox';
import { ownedBy } from './outbox-store';

/** What the outbox keeps now, and each photo's progress while it goes up. */
export function useOutboxSnapshot() {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot);
}

/** How often a waiting action is tried again while the page is open, should no event say so. */
const retryMs = 30_000;

/**
 * The area's outbox at work (docs/offline.md): read when the area opens (an app closed with
 * actions waiting sends them when it is opened again), and sent whenever the browser says the
 * network is back, and every half minute while something waits.
 */
export function useOutbox(role: Role) {
  const client = useQueryClient();
  const account = useAccount(role);
  const { actions } = useOutboxSnapshot();
  const waiting = actions.filter(
    (a) => a.state === 'waiting' && ownedBy(a, { role, id: account._id }),
  ).length;
  useEffect(() => {
    const owner = { role, id: account._id };
    const flush = () => {
      if (navigator.onLine) {
        void flushOutbox(client, owner);
      }
    };
    void reloadOutbox().then(flush);
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [client, role, account._id]);
  useEffect(() => {
    if (waiting === 0) {
      return;
    }
    const timer = setInterval(() => {
      if (navigator.onLine) {
        void flushOutbox(client, { role, id: account._id });
      }
    }, retryMs);
    return () => clearInterval(timer);
  }, [client, role, account._id, waiting]);
}

/**
 * Whether this phone's outbox holds the account's waiting action of the step on the project, of the milestone
 * or visit that `about` names when given: the page then says it waits instead of offering its
 * form again.
 */
export function useWaitingAction(
  role: Role,
  step: ProjectStep,
  projectId: string,
  about: Record<string, string | number | undefined> = {},
): boolean {
  const { actions } = useOutboxSnapshot();
  const account = useAccount(role);
  return actions.some(
    (a) =>
      a.state === 'waiting' &&
      ownedBy(a, { role, id: account._id }) &&
      a.step === step &&
      a.projectId === projectId &&
      Object.entries(about).every(([name, value]) => a.about?.[name] === value),
  );
}

/** What the account's outbox holds on this phone, and how to delete it as it signs out. */
export function useUnsentActions(role: Role): { count: number; forget(): Promise<void> } {
  const account = useAccount(role);
  const { actions } = useOutboxSnapshot();
  return {
    count: actions.filter((a) => ownedBy(a, { role, id: account._id })).length,
    forget: () => forgetAccountActions({ role, id: account._id }),
  };
}
