import { describe, expect, it } from 'vitest';
import { areaKeys, areaLabel } from '@greenscape/shared/areas';
import { budgetKeys, budgetLabel } from '@greenscape/shared/budgets';
import en from '../../../locales/en/partner.json';
import { areaId, budgetId } from './project-labels';

// The English screens and the e2e tests read the shared labels ('Customer Budget: Rs 1 - 1.5
// Lakh'), so the catalogue copies them exactly.
const english = en as Record<string, string>;

describe('project labels', () => {
  it('has every budget in the catalogue, as the shared label', () => {
    for (const key of budgetKeys) {
      expect(english[budgetId(key) ?? ''], key).toBe(budgetLabel(key));
    }
  });

  it('has every area in the catalogue, as the shared label', () => {
    for (const key of areaKeys) {
      expect(english[areaId(key) ?? ''], key).toBe(areaLabel(key));
    }
  });

  it('gives nothing for a value no option has', () => {
    expect(budgetId('7-8L')).toBeUndefined();
    expect(areaId('xx-lt-1')).toBeUndefined();
    expect(areaId(null)).toBeUndefined();
  });
});
