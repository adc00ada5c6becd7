import { describe, expect, it } from 'vitest';
import {
  canComplete,
  canCostQuotation,
  canCreateTemplate,
  canPickDesign,
  canPickQuotation,
  canProceed,
  canSendDesigns,
  canShareQuotation,
  canRate,
  canSubmitQuotation,
  isQuotationWindowOpen,
  refusalStatus,
  type Refusal,
  type Verdict,
} from './workflow';
import { messages, type MessageKey } from './messages';
import { freshProject } from './workflow-fixture';

const fresh = freshProject;

describe('workflow', () => {
  it('allows designs only once', () => {
    expect(canSendDesigns(fresh).ok).toBe(true);
    expect(canSendDesigns({ ...fresh, status: 'In Progress', designCount: 2 }).ok).toBe(false);
  });

  it('accepts a design number within the designs sent, once', () => {
    const p = { ...fresh, status: 'In Progress' as const, designCount: 3 };
    expect(canPickDesign(p, 3).ok).toBe(true);
    expect(canPickDesign(p, 4).ok).toBe(false);
    expect(canPickDesign(p, 0).ok).toBe(false);
    expect(canPickDesign({ ...p, designSelected: 1 }, 2).ok).toBe(false);
  });

  it('shares once a template exists', () => {
    const p = { ...fresh, status: 'In Progress' as const, designCount: 1, designSelected: 1 };
    expect(canShareQuotation(p).ok).toBe(false);
    expect(canShareQuotation({ ...p, hasTemplate: true }).ok).toBe(true);
    expect(canShareQuotation({ ...p, hasTemplate: true, quotationSent: true }).ok).toBe(false);
  });

  it('closes the quotation window at 3 allocations, the release, a pick, or its deadline', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const open = {
      ...fresh,
      status: 'In Progress' as const,
      quotationSent: true,
      quotationWindowClosesAt: new Date('2026-11-22T00:00:00Z'),
    };
    expect(isQuotationWindowOpen(open, now)).toBe(true);
    expect(isQuotationWindowOpen({ ...open, allocatedCount: 3 }, now)).toBe(false);
    expect(isQuotationWindowOpen({ ...open, selectedQuotation: 1 }, now)).toBe(false);
    expect(isQuotationWindowOpen({ ...open, visibleToClient: true }, now)).toBe(false);
    expect(isQuotationWindowOpen(open, new Date('2026-11-23T00:00:00Z'))).toBe(false);
    // A shared project without a closing time counts as closed, as in the partner's New tab.
    expect(isQuotationWindowOpen({ ...open, quotationWindowClosesAt: null }, now)).toBe(false);
    // The wire's ISO text means the same as the server's Date.
    expect(
      isQuotationWindowOpen({ ...open, quotationWindowClosesAt: '2026-11-22T00:00:00Z' }, now),
    ).toBe(true);
    expect(canSubmitQuotation({ ...open, allocatedCount: 3 }, now)).toMatchObject({
      ok: false,
      code: 'quotationWindowExpired',
    });
  });

  it('names each refusal with a stable code, its message and its status', () => {
    const picked = { ...fresh, status: 'In Progress' as const, designCount: 2, designSelected: 1 };
    const refusals: [Verdict, string, number][] = [
      [canSendDesigns(picked), 'designsAlreadySent', 409],
      [canPickDesign(picked, 2), 'designAlreadySelected', 409],
      [canPickDesign(fresh, 1), 'designsNotReady', 409],
      [canPickDesign({ ...picked, designSelected: null }, 3), 'invalidDesignNumber', 400],
      [canCreateTemplate({ ...picked, hasTemplate: true }), 'quotationAlreadyCreated', 409],
      [canCreateTemplate(fresh), 'designNotPickedYet', 409],
      [canShareQuotation({ ...picked, quotationSent: true }), 'quotationAlreadySent', 409],
      [canShareQuotation(picked), 'createQuotationFirst', 409],
      [canCostQuotation({ finalized: true }), 'quotationAlreadyFinal', 409],
      [canProceed({ ...picked, visibleToClient: true }), 'quotationsAlreadyReleased', 409],
      [canProceed(picked), 'noQuotationsYet', 409],
      [canProceed({ ...picked, allocatedCount: 1 }), 'quotationsNotFinal', 409],
      [canPickQuotation({ ...picked, selectedQuotation: 1 }, 1), 'quotationAlreadySelected', 409],
      [canPickQuotation(picked, 1), 'quotationsNotReady', 409],
      [
        canPickQuotation(
          { ...picked, visibleToClient: true, allocatedCount: 2, finalizedCount: 2 },
          3,
        ),
        'invalidQuotationNumber',
        400,
      ],
      [canComplete({ ...picked, status: 'Completed' }), 'projectAlreadyCompleted', 409],
      [canComplete(picked), 'customerHasNotPicked', 409],
      [canRate(picked), 'ratingNotYet', 409],
    ];
    for (const [verdict, code, status] of refusals) {
      expect(verdict).toEqual({ ok: false, code, message: messages[code as MessageKey] });
      expect(refusalStatus(verdict as Refusal)).toBe(status);
    }
    expect(canRate({ ...picked, status: 'Completed', selectedQuotation: 1 })).toEqual({ ok: true });
  });

  it('proceeds only when every allocated quotation is final, then picks and completes', () => {
    const p = { ...fresh, status: 'In Progress' as const, allocatedCount: 2, finalizedCount: 1 };
    expect(canProceed(p).ok).toBe(false);
    expect(canProceed({ ...p, allocatedCount: 0, finalizedCount: 0 }).ok).toBe(false);
    const ready = { ...p, finalizedCount: 2 };
    expect(canProceed(ready).ok).toBe(true);
    const visible = { ...ready, visibleToClient: true };
    expect(canProceed(visible).ok).toBe(false);
    expect(canPickQuotation(visible, 2).ok).toBe(true);
    expect(canPickQuotation(visible, 3).ok).toBe(false);
    expect(canPickQuotation({ ...visible, finalizedCount: 0 }, 1).ok).toBe(false);
    expect(canComplete(visible).ok).toBe(false);
    expect(canComplete({ ...visible, selectedQuotation: 2 }).ok).toBe(true);
    expect(canComplete({ ...visible, selectedQuotation: 2, status: 'Completed' }).ok).toBe(false);
  });
});
