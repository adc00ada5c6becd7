// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { renderIntl } from '../../../i18n/test-intl';
import { MilestonePlanEditor } from './milestone-plan-editor';
import { indiaInstant } from './visit-proposal-form';

afterEach(cleanup);

const planned = (num: number, title: string, percent: number): Milestone => ({
  num,
  title,
  percent,
  amount: percent * 1000,
  dueOn: null,
  status: 'planned',
  proof: null,
  changeRequests: [],
  approvedAt: null,
  autoApproved: false,
});
const plan = [planned(1, 'Advance', 30), planned(2, 'Handover', 70)];

const editor = (milestones: Milestone[], onSubmit = vi.fn(), editable = true) =>
  renderIntl(
    <MilestonePlanEditor
      milestones={milestones}
      editable={editable}
      busy={false}
      error={undefined}
      saved={false}
      onSubmit={onSubmit}
    />,
  );

describe("the team's plan editor", () => {
  it('sends whole percentages adding up to 100, with due dates or null', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    editor(plan, onSubmit);
    await user.type(screen.getByLabelText('Due date of milestone 2'), '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { title: 'Advance', percent: 30, dueOn: null },
      { title: 'Handover', percent: 70, dueOn: '2026-12-20' },
    ]);
  });

  it('refuses a plan that does not add up to 100 before sending it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    editor(plan, onSubmit);
    const percent = screen.getByLabelText('Percent of milestone 2');
    await user.clear(percent);
    await user.type(percent, '60');
    expect(screen.getByText('90 %')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(screen.getByText(messages.milestonePlanInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is read-only with the reason once the partner submitted a proof', () => {
    const proved = {
      ...plan[0]!,
      status: 'submitted' as const,
      proof: { note: 'Paid', photos: [], submittedAt: '2026-12-01T05:00:00.000Z' },
    };
    editor([proved, plan[1]!], vi.fn(), false);
    expect(
      screen.getByText(
        'The plan can no longer change: the partner has submitted proof of milestone 1.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the plan' })).toBeNull();
  });
});

describe('a proposed time', () => {
  it('is read as India time whatever the browser says', () => {
    expect(new Date(indiaInstant('2026-12-01T10:30')).toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
  });
});
