// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import type { Milestone } from '@greenscape/shared/schemas/execution';
import { renderIntl } from '../../../../test/intl';
import { MilestonePlanEditor } from './milestone-plan-editor';
import { indiaInstant } from './visit-proposal-form';

afterEach(cleanup);

const planned = (num: number, title: string, percent: number, advance = false): Milestone => ({
  num,
  title,
  percent,
  amount: percent * 1000,
  dueOn: null,
  advance,
  status: 'planned',
  proof: null,
  proofs: [],
  changeRequests: [],
  approvedAt: null,
  autoApproved: false,
});
const plan = [planned(1, 'Design fee', 30), planned(2, 'Handover', 70)];
const advanceLabel = 'This is the advance: money to start the work, no proof needed';
/** The default plan's shape: the advance first. */
const withAdvance = [
  planned(1, 'Booking advance', 10, true),
  planned(2, 'Materials on site', 40),
  planned(3, 'Handover', 50),
];

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
      { title: 'Design fee', percent: 30, dueOn: null, advance: false },
      { title: 'Handover', percent: 70, dueOn: '2026-12-20', advance: false },
    ]);
  });

  it('keeps the advance of the first row, and sends it, so a re-plan does not lose it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    editor(withAdvance, onSubmit);
    const advance = screen.getByRole('checkbox', { name: advanceLabel });
    expect((advance as HTMLInputElement).checked).toBe(true);
    // The first row only: the server takes an advance nowhere else.
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { title: 'Booking advance', percent: 10, dueOn: null, advance: true },
      { title: 'Materials on site', percent: 40, dueOn: null, advance: false },
      { title: 'Handover', percent: 50, dueOn: null, advance: false },
    ]);
  });

  it('makes the first row the advance when asked, or not', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    editor(plan, onSubmit);
    await user.click(screen.getByRole('checkbox', { name: advanceLabel }));
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(onSubmit.mock.calls[0]![0].map((r: { advance: boolean }) => r.advance)).toEqual([
      true,
      false,
    ]);
  });

  it('leaves no advance on another row when the first is removed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    editor(withAdvance, onSubmit);
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    const percent = screen.getByLabelText('Percent of milestone 1');
    await user.clear(percent);
    await user.type(percent, '50');
    const advance = screen.getByRole('checkbox', { name: advanceLabel });
    expect((advance as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { title: 'Materials on site', percent: 50, dueOn: null, advance: false },
      { title: 'Handover', percent: 50, dueOn: null, advance: false },
    ]);
  });

  it('stays open while the only milestone approved is the advance, paid without proof', () => {
    const paid = {
      ...withAdvance[0]!,
      status: 'approved' as const,
      approvedAt: '2026-12-01T05:00:00.000Z',
    };
    editor([paid, withAdvance[1]!, withAdvance[2]!]);
    expect(screen.getByRole('button', { name: 'Save the plan' })).toBeTruthy();
    expect(screen.queryByText(/can no longer change/)).toBeNull();
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
    const proof = { note: 'Paid', photos: [], submittedAt: '2026-12-01T05:00:00.000Z' };
    const proved = { ...plan[0]!, status: 'submitted' as const, proof, proofs: [proof] };
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
