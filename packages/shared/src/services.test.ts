import { describe, expect, it } from 'vitest';
import { areaBelongsToService, areaKeys, areaLabel } from './areas';
import { budgetLabel } from './budgets';
import { normaliseService, servicesOfPartner } from './services';

describe('services, areas and budgets', () => {
  it('normalises both spellings of a service', () => {
    expect(normaliseService('vertical gardening')).toBe('vertical-gardening');
    expect(normaliseService('Terrace-Gardening')).toBe('terrace-gardening');
    expect(normaliseService('organic farming')).toBeUndefined();
  });

  it('maps partner options to project services', () => {
    expect(servicesOfPartner(['landscaping-plants', 'landscaping-civil'])).toEqual(['landscaping']);
    expect(servicesOfPartner(['roof-top-gardening'])).toEqual(['terrace-gardening']);
  });

  it('keeps area keys distinct across services and checks membership', () => {
    expect(new Set(areaKeys).size).toBe(areaKeys.length);
    expect(areaBelongsToService('ls-lt-5000', 'landscaping')).toBe(true);
    expect(areaBelongsToService('ls-lt-5000', 'kitchen-gardening')).toBe(false);
    expect(areaLabel('vg-100-500')).toBe('Between 100 and 500 sq ft');
  });

  it('labels budgets in lakh', () => {
    expect(budgetLabel('1-1.5L')).toBe('Rs 1 - 1.5 Lakh');
    expect(budgetLabel('nope')).toBeUndefined();
  });
});
