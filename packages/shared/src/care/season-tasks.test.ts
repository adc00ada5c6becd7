import { describe, expect, it } from 'vitest';
import { serviceKeys } from '../services';
import { seasonOf, seasons, seasonTasks, taskByKey, tasksFor } from './season-tasks';

// The season task library (docs/product.md#care-by-season): enough tasks for every service and
// season in both languages, keys that name one task each, and the seasons at their month ends.

describe('the season task library', () => {
  const all = serviceKeys.flatMap((service) =>
    seasons.flatMap((season) => seasonTasks[service][season]),
  );

  it('has at least five tasks for each service and season', () => {
    for (const service of serviceKeys) {
      for (const season of seasons) {
        expect(seasonTasks[service][season].length, `${service} ${season}`).toBeGreaterThanOrEqual(
          5,
        );
      }
    }
  });

  it('keys each task once, and finds it by its key', () => {
    const keys = all.map((task) => task.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(taskByKey(keys[0]!)).toBe(all[0]);
    expect(taskByKey('no-such-task')).toBeUndefined();
  });

  it('says each task in English and in Hindi in Devanagari', () => {
    for (const task of all) {
      expect(task.en.length, task.key).toBeGreaterThan(0);
      expect(task.en.length, task.key).toBeLessThan(100);
      expect(task.hi, task.key).toMatch(/[\u0900-\u097F]/u);
      expect(task.hi, task.key).not.toMatch(/[A-Za-z]/);
    }
  });

  it('names the season of a day by its month, at each boundary', () => {
    const cases: [string, string][] = [
      ['2026-02-28', 'winter'],
      ['2026-03-01', 'summer'],
      ['2026-05-31', 'summer'],
      ['2026-06-01', 'monsoon'],
      ['2026-09-30', 'monsoon'],
      ['2026-10-01', 'post-monsoon'],
      ['2026-11-30', 'post-monsoon'],
      ['2026-12-01', 'winter'],
      ['2027-01-15', 'winter'],
    ];
    for (const [day, season] of cases) {
      expect(seasonOf(day), day).toBe(season);
    }
  });

  it('gives a lawn in the monsoon the drains and neem, and before summer the mulch and drip', () => {
    const monsoon = tasksFor('landscaping', '2026-07-10').map((task) => task.en);
    expect(monsoon.some((en) => /neem/i.test(en))).toBe(true);
    expect(monsoon.some((en) => /drain/i.test(en))).toBe(true);
    expect(monsoon.some((en) => /twice a week/i.test(en))).toBe(true);
    expect(monsoon.some((en) => /skip watering after rain/i.test(en))).toBe(true);
    const summer = tasksFor('landscaping', '2026-04-01').map((task) => task.en);
    expect(summer.some((en) => /mulch/i.test(en))).toBe(true);
    expect(summer.some((en) => /drip/i.test(en))).toBe(true);
  });
});
