import { describe, expect, it } from 'vitest';
import { canReviewMilestone, canSubmitProof, currentWorkMilestone } from './execution-rules';
import {
  coverageOf,
  dueNow,
  firstUncovered,
  isPayable,
  ledgerFigures,
  type LedgerMilestone,
} from './payment-rules';
import { milestonePlanBodySchema } from './schemas/execution';
import type { WorkflowProject } from './workflow';
import { freshProject } from './workflow-fixture';

// The advance is money, not work, and money follows the work (docs/product.md#milestones,
// #payments): the advance is payable from the pick and takes no proof; any other milestone is
// payable once approved.

const code = (v: { ok: true } | { ok: false; code: string }) => (v.ok ? 'ok' : v.code);

type Step = { num: number; title: string; amountPaise: number; advance: boolean; status: string };
const plan = (statuses: string[], advance = true): Step[] =>
  [
    ['Booking advance', 1_000_000],
    ['Materials on site', 4_000_000],
    ['Planting and installation', 4_000_000],
    ['Handover', 1_000_000],
  ].map(([title, amountPaise], i) => ({
    num: i + 1,
    title: title as string,
    amountPaise: amountPaise as number,
    advance: advance && i === 0,
    status: statuses[i] ?? 'planned',
  }));
const ledgerOf = (steps: Step[]): LedgerMilestone[] =>
  steps.map((m) => ({ ...m, payable: isPayable(m) }));
const total = 10_000_000;

describe('the current milestone of work', () => {
  it('skips the advance, paid or not', () => {
    expect(currentWorkMilestone(plan([]))?.num).toBe(2);
    expect(currentWorkMilestone(plan(['approved', 'approved']))?.num).toBe(3);
    expect(currentWorkMilestone(plan([], false))?.num).toBe(1);
    expect(currentWorkMilestone(plan(['planned', 'approved', 'approved', 'approved']))).toBe(
      undefined,
    );
  });
});

describe('proof and review of the advance', () => {
  const started: WorkflowProject = {
    ...freshProject,
    status: 'In Progress',
    visibleToClient: true,
    selectedQuotation: 1,
    visitStatus: 'reported',
    milestoneCount: 4,
    hasAdvance: true,
    currentMilestone: 2,
    currentMilestoneStatus: 'planned',
  };

  it('refuses proof of the advance (409) and takes it for the milestone after', () => {
    expect(code(canSubmitProof(started, 1))).toBe('advanceNeedsNoProof');
    expect(code(canSubmitProof(started, 2))).toBe('ok');
    expect(code(canReviewMilestone(started, 1))).toBe('advanceNeedsNoProof');
    // Without an advance, milestone 1 is work like the others.
    const plain = { ...started, hasAdvance: false, currentMilestone: 1 };
    expect(code(canSubmitProof(plain, 1))).toBe('ok');
  });
});

describe('what is payable', () => {
  it('asks for the advance right after the pick, then nothing until work is approved', () => {
    expect(ledgerFigures(total, ledgerOf(plan([])), 0).due).toEqual({
      num: 1,
      title: 'Booking advance',
      amountPaise: 1_000_000,
      careFee: null,
    });
    expect(ledgerFigures(total, ledgerOf(plan([])), 400_000).due?.amountPaise).toBe(600_000);
    expect(ledgerFigures(total, ledgerOf(plan(['approved'])), 1_000_000)).toEqual({
      paidPaise: 1_000_000,
      outstandingPaise: 9_000_000,
      due: null,
    });
    expect(ledgerFigures(total, ledgerOf(plan(['approved', 'submitted'])), 1_000_000).due).toBe(
      null,
    );
    expect(ledgerFigures(total, ledgerOf(plan(['approved', 'approved'])), 1_000_000).due).toEqual({
      num: 2,
      title: 'Materials on site',
      amountPaise: 4_000_000,
      careFee: null,
    });
    // The work approved while the advance is unpaid: the advance first.
    expect(ledgerFigures(total, ledgerOf(plan(['planned', 'approved'])), 0).due?.num).toBe(1);
  });

  it('asks for what is left once the project is completed, approved or not', () => {
    const over = plan(['approved', 'approved']).map((m) => ({ ...m, payable: isPayable(m, true) }));
    expect(ledgerFigures(total, over, 5_000_000).due).toEqual({
      num: 3,
      title: 'Planting and installation',
      amountPaise: 4_000_000,
      careFee: null,
    });
  });

  it('asks for nothing before the first approval when the plan has no advance', () => {
    expect(ledgerFigures(total, ledgerOf(plan([], false)), 0).due).toBeNull();
    expect(dueNow(total, ledgerOf(plan(['approved'], false)), 0, 0)?.num).toBe(1);
  });

  it('counts what is paid ahead of the work against the milestones in order', () => {
    const rows = coverageOf(ledgerOf(plan(['approved'])), 3_000_000);
    expect(rows.map((r) => [r.milestone.num, r.coveredPaise, r.coverage])).toEqual([
      [1, 1_000_000, 'paid'],
      [2, 2_000_000, 'later'],
      [3, 0, 'later'],
      [4, 0, 'later'],
    ]);
    // A payment goes towards the first milestone not covered, payable or not (a receipt says so).
    expect(firstUncovered(plan([]), 3_000_000)).toEqual({
      num: 2,
      title: 'Materials on site',
      amountPaise: 2_000_000,
      careFee: null,
    });
  });
});

describe('the plan editor’s advance', () => {
  const body = (advances: (boolean | undefined)[]) => ({
    milestones: advances.map((advance, i) => ({
      title: `M${i + 1}`,
      percent: 50,
      ...(advance === undefined ? {} : { advance }),
    })),
  });

  it('takes an advance on the first milestone only', () => {
    expect(milestonePlanBodySchema.safeParse(body([true, false])).success).toBe(true);
    expect(milestonePlanBodySchema.safeParse(body([undefined, undefined])).success).toBe(true);
    const second = milestonePlanBodySchema.safeParse(body([false, true]));
    expect(second.success).toBe(false);
    expect(second.error?.issues[0]?.message).toBe(
      'Only the first milestone of a plan can be an advance',
    );
  });
});
