// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { withModalDialogs } from '../../../../test/dialogs';
import { pickedState } from '../../../../test/payments/fixtures';
import { json, renderAt, withFakeServer } from '../../../../test/payments/server';
import AdminProjectLayout from './project-layout';

// Completion says what is missing: Mark as complete is offered from the pick on; with
// milestones open or money outstanding the page says which, and completing anyway takes a reason
// the server files with the step; with nothing missing it asks as before and sends no body.

withModalDialogs();
const server = withFakeServer();

const adminId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const projectId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const admin = { _id: adminId, email: 'team@greenscape.example', name: 'Asha' };
const completePath = `/api/admin/project/completed/${projectId}/${adminId}`;

/** Two of four milestones approved, ₹50,000 outstanding. */
const picked: WorkflowState = { ...pickedState, outstanding: 50000 };
const done: WorkflowState = {
  ...picked,
  approvedCount: 4,
  currentMilestone: null,
  currentMilestoneStatus: null,
  outstanding: 0,
};

const projectPath = `/api/admin/project/${projectId}/${adminId}`;

function serve(workflow: WorkflowState) {
  const project = {
    _id: projectId,
    ref: 'GS-2612-0042',
    allocatedQuotations: [],
    status: workflow.status,
    workflow,
  };
  server.on('GET', projectPath, json(200, project));
  server.on(
    'PUT',
    completePath,
    json(200, { ...project, status: 'Completed', workflow: { ...workflow, status: 'Completed' } }),
  );
}

function show() {
  renderAt(
    `/admin/project/${projectId}`,
    <Route path="/admin/project/:projectId" element={<AdminProjectLayout />}>
      <Route index element={<p>Project info</p>} />
    </Route>,
    { role: 'admin', account: admin },
  );
}

describe('marking a project complete', () => {
  it('says what is missing, and completes anyway only with a reason of 10 characters', async () => {
    serve(picked);
    const user = userEvent.setup();
    show();
    const button = await screen.findByRole('button', { name: 'Mark as complete' });
    expect(screen.getByTestId('completion-gaps').textContent).toBe(
      '2 milestones not approved · ₹50,000 outstanding',
    );
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Mark this project as complete?' });
    expect(dialog.textContent).toContain(
      'Still missing: 2 milestones not approved · ₹50,000 outstanding.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Complete the project' })).toBeNull();
    const reason = within(dialog).getByLabelText('Why complete it anyway');
    await user.type(reason, 'Paid cash');
    await user.click(within(dialog).getByRole('button', { name: 'Complete anyway' }));
    expect(within(dialog).getByText(messages.overrideReasonTooShort)).toBeTruthy();
    expect(server.writes()).toEqual([]);

    await user.type(reason, ' at the site, receipt to follow');
    await user.click(within(dialog).getByRole('button', { name: 'Complete anyway' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const [put] = server.writes();
    expect(put!.path).toBe(completePath);
    expect(put!.body).toEqual({
      override: { reason: 'Paid cash at the site, receipt to follow' },
    });
    expect(await screen.findByText(messages.projectCompleted)).toBeTruthy();
  });

  it('names only what is missing: one milestone, no money', async () => {
    serve({ ...done, approvedCount: 3, currentMilestone: 4 });
    show();
    await screen.findByRole('button', { name: 'Mark as complete' });
    expect(screen.getByTestId('completion-gaps').textContent).toBe('1 milestone not approved');
  });

  it('asks as before when nothing is missing, and sends no override', async () => {
    serve(done);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(screen.queryByTestId('completion-gaps')).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Mark this project as complete?' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Complete the project' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]!.body).toBeUndefined();
  });

  it("shows the server's refusal, and reads the project again to say what is missing now", async () => {
    const refuse = () =>
      server.on(
        'PUT',
        completePath,
        json(409, {
          message: messages.completionPaymentsOutstanding,
          code: 'completionPaymentsOutstanding',
        }),
      );
    serve(done);
    refuse();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(screen.queryByTestId('completion-gaps')).toBeNull();
    // Meanwhile a payment was rejected: ₹20,000 is outstanding again.
    const reads = () => server.calls.filter((c) => c.method === 'GET' && c.path === projectPath);
    const readsBefore = reads().length;
    serve({ ...done, outstanding: 20000 });
    refuse();
    await user.click(screen.getByRole('button', { name: 'Complete the project' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      messages.completionPaymentsOutstanding,
    );
    await waitFor(() => expect(reads().length).toBeGreaterThan(readsBefore));
    expect((await screen.findByTestId('completion-gaps')).textContent).toBe('₹20,000 outstanding');
  });

  it('is not offered before the pick, and the Payments tab opens with the pick', async () => {
    serve({ ...picked, visibleToClient: true, selectedQuotation: null, outstanding: 0 });
    show();
    await screen.findByRole('navigation', { name: 'Project' });
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Payments' })).toBeNull();
  });

  it('shows the Payments tab from the pick on', async () => {
    serve(picked);
    show();
    const tabs = await screen.findByRole('navigation', { name: 'Project' });
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe(
        `/admin/project/${projectId}/payments`,
      ),
    );
  });
});
