// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  adminKeys,
  conversationKeys,
  customerKeys,
  executionKeys,
  partnerKeys,
  paymentKeys,
} from './query-keys';
import {
  refreshAfterStep,
  stepChanges,
  useStepMutation,
  type ProjectStep,
} from './use-project-step';

// What each project step refreshes, on a real QueryClient holding a read of every kind: the keys
// as the features read them (lib/query-keys.ts), for this project and for another.

const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const otherId = '8d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const reads = (id: string): Record<string, QueryKey> => ({
  "the customer's project": customerKeys.project(id),
  "the team's project": adminKeys.project(id),
  "the team's invitations": adminKeys.invitations(id),
  "the partner's project": partnerKeys.project(id),
  "the customer's ledger": paymentKeys.ledger(id, 'user'),
  "the team's ledger": paymentKeys.ledger(id, 'admin'),
  "the partner's payouts": paymentKeys.payouts(id, 'service-provider'),
  "the customer's milestones": executionKeys.milestones(id, 'user'),
  "the partner's milestones": executionKeys.milestones(id, 'service-provider'),
  "the team's site visit": executionKeys.siteVisit(id, 'admin'),
  "the customer's conversation": conversationKeys.thread(id, 'user'),
  "the team's template": adminKeys.template(id),
  "the partner's quotation form": partnerKeys.quotationForm(id, 'an-invite'),
});
const everywhere: Record<string, QueryKey> = {
  "the customer's projects": customerKeys.list('user-1'),
  "the team's lists": adminKeys.list('inprogress'),
  "the partner's tab": partnerKeys.tab('inprogress'),
  "the team's tiles": adminKeys.counts,
  'the waiting list': paymentKeys.waiting,
  "the partners' directory": adminKeys.directory('partners', ''),
  'the support inbox': adminKeys.support('open'),
};

function clientWithReads() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of [
    ...Object.values(reads(projectId)),
    ...Object.values(reads(otherId)),
    ...Object.values(everywhere),
  ]) {
    client.setQueryData(key, {});
  }
  return client;
}

/** The names of the reads a step left stale. */
async function refreshedBy(step: ProjectStep, id?: string) {
  const client = clientWithReads();
  await refreshAfterStep(client, step, id);
  const stale = (all: Record<string, QueryKey>) =>
    Object.entries(all)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { mine: stale(reads(projectId)), others: stale(reads(otherId)), all: stale(everywhere) };
}

describe("a project step's refresh", () => {
  it("approving a milestone refreshes the ledger and the milestones, and the project's pages", async () => {
    const { mine, others, all } = await refreshedBy('approveMilestone', projectId);
    expect(mine).toEqual([
      "the customer's project",
      "the team's project",
      "the team's invitations",
      "the partner's project",
      "the customer's ledger",
      "the team's ledger",
      "the partner's payouts",
      "the customer's milestones",
      "the partner's milestones",
    ]);
    expect(others).toEqual([]);
    expect(all).toEqual(["the customer's projects", "the team's lists", "the partner's tab"]);
  });

  it('money moving refreshes the ledger, the waiting list and the tiles that count it', async () => {
    for (const step of ['addPayment', 'decidePayment', 'addPayout'] as const) {
      const { mine, others, all } = await refreshedBy(step, projectId);
      expect(mine, step).toContain("the customer's ledger");
      expect(mine, step).toContain("the partner's payouts");
      expect(mine, step).not.toContain("the customer's conversation");
      expect(others, step).toEqual([]);
      expect(all, step).toEqual(expect.arrayContaining(['the waiting list', "the team's tiles"]));
    }
  });

  it("every step refreshes the project's pages and the lists that show where it stands", async () => {
    expect((await refreshedBy('sendMessage', projectId)).mine).toEqual([
      "the customer's conversation",
    ]);
    // A message changes its conversation only, never where the project stands (it is a step
    // here for the outbox, features/offline/use-kept-step.ts).
    const steps = (Object.keys(stepChanges) as ProjectStep[]).filter((s) => s !== 'sendMessage');
    for (const step of steps) {
      const { mine, others, all } = await refreshedBy(step, projectId);
      if (step !== 'createProject' && step !== 'submitQuotation') {
        expect(mine, step).toEqual(
          expect.arrayContaining(["the customer's project", "the team's project"]),
        );
      }
      expect(all, step).toEqual(
        expect.arrayContaining([
          "the customer's projects",
          "the team's lists",
          "the partner's tab",
        ]),
      );
      expect(all, step).not.toContain('the support inbox');
      expect(others, step).toEqual([]);
    }
  });

  it("the pick opens the job's reads: site visit, milestones, money and conversation", async () => {
    const { mine } = await refreshedBy('pickQuotation', projectId);
    expect(mine).toEqual(Object.keys(reads(projectId)));
  });

  it("a partner's quotation leaves its own form alone, which shows the thanks", async () => {
    const { mine, all } = await refreshedBy('submitQuotation', projectId);
    expect(mine).toEqual([]);
    expect(all).toContain("the partner's tab");
  });

  it('a new project, which has no id yet, refreshes the lists only', async () => {
    const { mine, others, all } = await refreshedBy('createProject');
    expect([...mine, ...others]).toEqual([]);
    expect(all).toEqual(["the customer's projects", "the team's lists", "the partner's tab"]);
  });

  it("completing refreshes the partners' directory, whose projects completed grows", async () => {
    const { all } = await refreshedBy('completeProject', projectId);
    expect(all).toContain("the partners' directory");
  });
});

describe('the step mutation', () => {
  function hook<Input, Output>(options: Parameters<typeof useStepMutation<Input, Output>>[0]) {
    const client = clientWithReads();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return { client, ...renderHook(() => useStepMutation(options), { wrapper }) };
  }

  it('refreshes after a refusal too, finding the project in the input', async () => {
    const { client, result } = hook({
      step: 'decidePayment',
      project: (input: { projectId: string }) => input.projectId,
      call: () => Promise.reject(new Error('Somebody else decided')),
    });
    await expect(result.current.mutateAsync({ projectId })).rejects.toThrow();
    expect(client.getQueryState(paymentKeys.ledger(projectId, 'admin'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(paymentKeys.ledger(otherId, 'admin'))?.isInvalidated).toBe(false);
  });

  it('puts an answer that is the read itself in place, and reads the rest again', async () => {
    const picked = { _id: projectId, selectedQuotation: 2 };
    const { client, result } = hook({
      step: 'pickQuotation',
      project: projectId,
      call: () => Promise.resolve(picked),
      answers: customerKeys.project(projectId),
    });
    await result.current.mutateAsync(2);
    expect(client.getQueryData(customerKeys.project(projectId))).toEqual(picked);
    expect(client.getQueryState(customerKeys.project(projectId))?.isInvalidated).toBe(false);
    expect(client.getQueryState(adminKeys.project(projectId))?.isInvalidated).toBe(true);
    expect(client.getQueryState(executionKeys.milestones(projectId, 'user'))?.isInvalidated).toBe(
      true,
    );
  });
});
