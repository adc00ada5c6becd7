// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { executionApi } from '@greenscape/shared/contract/execution';
import type { Milestone, SiteVisit } from '@greenscape/shared/schemas/execution';
import type { Language } from '@greenscape/shared/language';
import { freshProject } from '@greenscape/shared/workflow-fixture';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import { IntlFor } from '../../../../test/intl';
import { callApi } from '../../../lib/call-api';
import { sessionKeys } from '../../../lib/query-keys';
import { ProjectExecution } from './project-execution';
import { withModalDialogs } from '../../../../test/dialogs';

// The customer's half of the job after the pick: the actions it offers follow the rules on the
// project's state, the irreversible ones ask first, and each call names the customer's role.

vi.mock('../../../lib/call-api', () => ({ callApi: vi.fn() }));
const call = vi.mocked(callApi);

afterEach(() => {
  cleanup();
  call.mockReset();
});

withModalDialogs();

const projectId = '6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f';
const slots = ['2026-12-01T05:00:00.000Z', '2026-12-02T10:30:00.000Z'];
const picked: WorkflowProject = {
  ...freshProject,
  status: 'In Progress',
  designCount: 1,
  designSelected: 1,
  hasTemplate: true,
  quotationSent: true,
  allocatedCount: 1,
  finalizedCount: 1,
  visibleToClient: true,
  selectedQuotation: 1,
  milestoneCount: 2,
  hasAdvance: true,
  // The advance is money, not work: the work starts at milestone 2 (docs/product.md#milestones).
  currentMilestone: 2,
  currentMilestoneStatus: 'planned',
};
const milestone = (num: number, patch: Partial<Milestone> = {}): Milestone => ({
  num,
  title: num === 1 ? 'Booking advance' : 'Materials on site',
  percent: 50,
  amount: 75000,
  dueOn: null,
  advance: num === 1,
  status: 'planned',
  proof: null,
  proofs: [],
  changeRequests: [],
  approvedAt: null,
  autoApproved: false,
  ...patch,
});
const delivered = { note: 'Plants delivered', photos: [], submittedAt: '2026-12-03T05:00:00.000Z' };
const submitted = milestone(2, { status: 'submitted', proof: delivered, proofs: [delivered] });

function answer(visit: SiteVisit, milestones: Milestone[]) {
  call.mockImplementation(((endpoint: unknown, options: { body?: { slot?: string } }) => {
    switch (endpoint) {
      case executionApi.siteVisit:
        return Promise.resolve(visit);
      case executionApi.milestones:
        return Promise.resolve(milestones);
      case executionApi.confirmSiteVisit:
        return Promise.resolve({
          ...visit,
          status: 'confirmed',
          confirmedSlot: options.body!.slot,
        });
      case executionApi.approveMilestone:
        return Promise.resolve({ ...submitted, status: 'approved' });
      case executionApi.requestChanges:
        return Promise.resolve({ ...submitted, status: 'changes-requested' });
      default:
        return Promise.reject(new Error('not in this test'));
    }
  }) as typeof callApi);
}

function renderWith(ui: ReactElement, language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The area's loader has read the account (the outbox keeps each action under it).
  client.setQueryData(sessionKeys.account('user'), { _id: 'c0ffee00-0000-4000-8000-000000000001' });
  return render(
    <QueryClientProvider client={client}>
      <IntlFor language={language}>{ui}</IntlFor>
    </QueryClientProvider>,
  );
}

const proposed: SiteVisit = { status: 'proposed', slots, confirmedSlot: null, report: null };

describe("the customer's site visit", () => {
  it('confirms one of the proposed times after a question that names it', async () => {
    const user = userEvent.setup();
    answer(proposed, [milestone(1), milestone(2)]);
    renderWith(
      <ProjectExecution projectId={projectId} workflow={{ ...picked, visitStatus: 'proposed' }} />,
    );
    const first = await screen.findByRole('button', { name: /^Choose Tuesday, 1 December 2026/ });
    expect(screen.getByText(/^Choose the time that suits you/)).toBeTruthy();
    await user.click(first);
    const dialog = screen.getByRole('dialog', { name: /^Confirm the site visit on Tuesday/ });
    expect(dialog.textContent).toContain('The partner is told');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, confirm this time' }));
    expect(call).toHaveBeenCalledWith(executionApi.confirmSiteVisit, {
      params: { projectId },
      query: { role: 'user' },
      body: { slot: slots[0] },
    });
    expect(await screen.findByText(/^The site visit is confirmed for Tuesday/)).toBeTruthy();
  });

  it('offers no time to choose once the rule says no (the visit is confirmed)', async () => {
    answer({ ...proposed, status: 'confirmed', confirmedSlot: slots[1]! }, [milestone(1)]);
    renderWith(
      <ProjectExecution projectId={projectId} workflow={{ ...picked, visitStatus: 'confirmed' }} />,
    );
    expect(
      await screen.findByText(
        (_, el) =>
          el?.tagName === 'P' && /^Visit confirmed for Wednesday/.test(el.textContent ?? ''),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    expect(screen.queryByText(/^Choose the time that suits you/)).toBeNull();
  });
});

describe("the customer's milestones", () => {
  const reviewing: WorkflowProject = {
    ...picked,
    visitStatus: 'reported',
    currentMilestoneStatus: 'submitted',
  };

  it('approve a submitted proof only after a question that says it is final', async () => {
    const user = userEvent.setup();
    answer({ ...proposed, status: 'reported' }, [milestone(1), submitted]);
    renderWith(<ProjectExecution projectId={projectId} workflow={reviewing} />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve milestone 2: Materials on site?' });
    expect(dialog.textContent).toContain('Approving is final');
    expect(dialog.textContent).toContain('₹75,000');
    expect(call).not.toHaveBeenCalledWith(executionApi.approveMilestone, expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(call).toHaveBeenCalledWith(executionApi.approveMilestone, {
      params: { projectId, num: '2' },
      query: { role: 'user' },
    });
    expect(await screen.findByText('Milestone 2 approved. Thank you!')).toBeTruthy();
  });

  it('review the work after the advance while the advance is still to pay, never the advance', async () => {
    answer({ ...proposed, status: 'reported' }, [milestone(1), submitted]);
    renderWith(<ProjectExecution projectId={projectId} workflow={reviewing} />);
    const work = await screen.findByRole('listitem', { name: 'Milestone 2: Materials on site' });
    expect(within(work).getByRole('button', { name: 'Approve' })).toBeTruthy();
    const advance = screen.getByRole('listitem', { name: 'Milestone 1: Booking advance' });
    expect(within(advance).queryByRole('button')).toBeNull();
    expect(advance.textContent).toContain('It needs no proof');
    expect(advance.textContent).toContain('To pay');
  });

  it('ask for changes with a text, refused empty before any call', async () => {
    const user = userEvent.setup();
    answer({ ...proposed, status: 'reported' }, [milestone(1), submitted]);
    renderWith(<ProjectExecution projectId={projectId} workflow={reviewing} />);
    await user.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(screen.getByText('Please say what should be changed')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(executionApi.requestChanges, expect.anything());
    await user.type(screen.getByLabelText('What should be changed?'), 'Move the ferns');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    // Sent once the phone has kept it, for an app closed mid-send (docs/offline.md).
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(executionApi.requestChanges, {
        params: { projectId, num: '2' },
        query: { role: 'user' },
        body: { text: 'Move the ferns', photos: [] },
        idempotencyKey: expect.stringMatching(/^[\da-f-]{36}$/),
        // Given up after a while: the outbox takes it over (features/offline/use-kept-step.ts).
        signal: expect.any(AbortSignal),
      }),
    );
  });

  it('offer nothing to review while the proof is not submitted', async () => {
    answer({ ...proposed, status: 'reported' }, [milestone(1), milestone(2)]);
    renderWith(
      <ProjectExecution
        projectId={projectId}
        workflow={{ ...reviewing, currentMilestoneStatus: 'planned' }}
      />,
    );
    expect(
      await screen.findByRole('listitem', { name: 'Milestone 1: Booking advance' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('speak Hindi on a Hindi page', async () => {
    answer({ ...proposed, status: 'reported' }, [milestone(1), submitted]);
    renderWith(<ProjectExecution projectId={projectId} workflow={reviewing} />, 'hi');
    expect(await screen.findByRole('button', { name: 'स्वीकार करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बदलाव माँगें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपका बगीचा बन रहा है' })).toBeTruthy();
  });
});
