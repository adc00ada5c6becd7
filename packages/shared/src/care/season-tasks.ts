import type { ServiceKey } from '../services';
import { kitchenTasks } from './season-tasks-kitchen';
import { landscapingTasks } from './season-tasks-landscaping';
import { terraceTasks } from './season-tasks-terrace';
import { verticalTasks } from './season-tasks-vertical';
import type { Season, SeasonTask, ServiceSeasonTasks } from './season-types';

// What a gardener does on a care visit, by the project's service and the Indian season of the
// visit's day (docs/product.md#care-by-season): the checklist of every care visit comes from here.

export { seasons } from './season-types';
export type { Season, SeasonTask, ServiceSeasonTasks } from './season-types';

export const seasonTasks: Record<ServiceKey, ServiceSeasonTasks> = {
  landscaping: landscapingTasks,
  'vertical-gardening': verticalTasks,
  'kitchen-gardening': kitchenTasks,
  'terrace-gardening': terraceTasks,
};

/**
 * The season of a day (`YYYY-MM-DD`, already India's) by its month: summer March to May, the
 * monsoon June to September, after it October and November, winter December to February.
 */
export function seasonOf(day: string): Season {
  const month = Number(day.slice(5, 7));
  if (month >= 3 && month <= 5) {
    return 'summer';
  }
  if (month >= 6 && month <= 9) {
    return 'monsoon';
  }
  return month === 10 || month === 11 ? 'post-monsoon' : 'winter';
}

/** The checklist of a visit of `service` on `day`. */
export function tasksFor(service: ServiceKey, day: string): readonly SeasonTask[] {
  return seasonTasks[service][seasonOf(day)];
}

const byKey = new Map(
  Object.values(seasonTasks).flatMap((service) =>
    Object.values(service).flatMap((tasks) => tasks.map((task) => [task.key, task] as const)),
  ),
);

/** A task by its key, as a logged visit keeps it. */
export function taskByKey(key: string): SeasonTask | undefined {
  return byKey.get(key);
}
