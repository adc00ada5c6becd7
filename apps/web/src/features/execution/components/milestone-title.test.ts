import { describe, expect, it } from 'vitest';
import { defaultMilestonePlan } from '@greenscape/shared/schemas/execution';
import en from '../../../locales/en/common.json';
import hi from '../../../locales/hi/common.json';
import { defaultTitleIds } from './milestone-title';

describe("the default plan's titles on the page", () => {
  it('are the shared titles in English, and have their Hindi', () => {
    const english = en as Record<string, string>;
    const hindi = hi as Record<string, string>;
    expect(defaultTitleIds.map((id) => english[id])).toEqual(
      defaultMilestonePlan.map((m) => m.title),
    );
    for (const id of defaultTitleIds) {
      expect(hindi[id]).toMatch(/[\u0900-\u097F]/);
    }
  });
});
