import { describe, expect, it } from 'vitest';
import {
  canComplete,
  canPickDesign,
  canPickQuotation,
  canProceed,
  canSendDesigns,
  canShareQuotation,
  isQuotationWindowOpen,
  type WorkflowProject,
} from './workflow';

const fresh: WorkflowProject = {
  status: 'New',
  designCount: 0,
  designSelected: null,
  hasTemplate: false,
  quotationSent: false,
  allocatedCount: 0,
  finalizedCount: 0,
  visibleToClient: false,
  selectedQuotation: null,
  quotationWindowClosesAt: null,
};

describe('workflow', () => {
  it('allows designs only once', () => {
    expect(canSendDesigns(fresh)).toBe(true);
    expect(canSendDesigns({ ...fresh, status: 'In Progress', designCount: 2 })).toBe(false);
  });

  it('accepts a design number within the designs sent, once', () => {
    const p = { ...fresh, status: 'In Progress' as const, designCount: 3 };
    expect(canPickDesign(p, 3)).toBe(true);
    expect(canPickDesign(p, 4)).toBe(false);
    expect(canPickDesign(p, 0)).toBe(false);
    expect(canPickDesign({ ...p, designSelected: 1 }, 2)).toBe(false);
  });

  it('shares once a template exists', () => {
    const p = { ...fresh, status: 'In Progress' as const, designCount: 1, designSelected: 1 };
    expect(canShareQuotation(p)).toBe(false);
    expect(canShareQuotation({ ...p, hasTemplate: true })).toBe(true);
    expect(canShareQuotation({ ...p, hasTemplate: true, quotationSent: true })).toBe(false);
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
  });

  it('proceeds only when every allocated quotation is final, then picks and completes', () => {
    const p = { ...fresh, status: 'In Progress' as const, allocatedCount: 2, finalizedCount: 1 };
    expect(canProceed(p)).toBe(false);
    expect(canProceed({ ...p, allocatedCount: 0, finalizedCount: 0 })).toBe(false);
    const ready = { ...p, finalizedCount: 2 };
    expect(canProceed(ready)).toBe(true);
    const visible = { ...ready, visibleToClient: true };
    expect(canProceed(visible)).toBe(false);
    expect(canPickQuotation(visible, 2)).toBe(true);
    expect(canPickQuotation(visible, 3)).toBe(false);
    expect(canPickQuotation({ ...visible, finalizedCount: 0 }, 1)).toBe(false);
    expect(canComplete(visible)).toBe(false);
    expect(canComplete({ ...visible, selectedQuotation: 2 })).toBe(true);
    expect(canComplete({ ...visible, selectedQuotation: 2, status: 'Completed' })).toBe(false);
  });
});
