import type { CarePlanDecision, CarePlanStatus, CareVisitStatus } from './schemas/care-plan';
import { addDays } from './warranty-rules';
import { isCompleted, no, yes, type Verdict, type WorkflowProject } from './workflow';

// Who may do what with a care plan, and when, and how its months and visits fall
// (docs/product.md#care-plans). The steps run these under the project's lock; the pages offer
// what they allow; the sweep (apps/server/src/modules/care/care-sweep.ts) reads the same dates.

/** Days into a month after which its fee, still unpaid, pauses the plan. */
export const pauseAfterDays = 15;
/** How long before a visit the customer may still move it. */
export const moveNoticeMs = 24 * 3600_000;

/** The day `months` calendar months after `day`, kept within the month (31 Jan + 1 → 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (`YYYY-MM-DD`), 0 on the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The first day of the plan's month `index` (0 is the first), counted from its start. */
export function monthStartOf(startOn: string, index: number): string {
  return addMonths(startOn, index);
}

/** The plan's last day: the day before its month `months` would begin. */
export function planEndsOn(startOn: string, months: number): string {
  return addDays(addMonths(startOn, months), -1);
}

/** The plan's month that `day` falls in, or -1 outside the plan. */
export function monthIndexOf(startOn: string, months: number, day: string): number {
  for (let i = 0; i < months; i++) {
    if (day >= monthStartOf(startOn, i) && day < monthStartOf(startOn, i + 1)) {
      return i;
    }
  }
  return -1;
}

/**
 * Every visit of a plan: `perMonth` a month, spread evenly through each month from its first day
 * (four in a month of 30 days fall on its days 1, 8, 16 and 23).
 */
export function visitDays(
  startOn: string,
  months: number,
  perMonth: number,
): { month: number; on: string }[] {
  const visits: { month: number; on: string }[] = [];
  for (let month = 0; month < months; month++) {
    const first = monthStartOf(startOn, month);
    const length = daysBetween(first, monthStartOf(startOn, month + 1));
    for (let k = 0; k < perMonth; k++) {
      visits.push({ month, on: addDays(first, Math.floor((k * length) / perMonth)) });
    }
  }
  return visits;
}

/** The moment an India day begins (visits are by the day, India time). */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The statuses of a running plan: accepted, not cancelled or ended (paused included). */
export const runningStatuses = ['active', 'paused'] as const satisfies readonly CarePlanStatus[];

export function isRunning(status: CarePlanStatus): boolean {
  return (runningStatuses as readonly CarePlanStatus[]).includes(status);
}

/**
 * The team offers a plan once the project is completed, with a start from today on; a new offer
 * replaces one not yet decided, and may follow a plan declined, cancelled or ended, never one
 * running.
 */
export function canOfferPlan(
  p: WorkflowProject,
  current: CarePlanStatus | null,
  startOn: string,
  today: string,
): Verdict {
  if (!isCompleted(p)) {
    return no('carePlanNeedsCompletion');
  }
  if (current !== null && isRunning(current)) {
    return no('carePlanRunning');
  }
  return startOn < today ? no('careStartOnInvalid') : yes;
}

/**
 * The customer accepts or declines an offer, and cancels a plan while it runs. An offer whose
 * start has passed is not accepted: its first visits would be missed before they were made.
 */
export function canDecidePlan(
  plan: { status: CarePlanStatus; startOn: string } | null,
  decision: CarePlanDecision,
  today: string,
): Verdict {
  if (plan === null) {
    return no('carePlanNone');
  }
  if (decision === 'cancel') {
    return isRunning(plan.status) ? yes : no('carePlanNotActive');
  }
  if (plan.status !== 'offered') {
    return no('carePlanNotOffered');
  }
  return decision === 'accept' && plan.startOn < today ? no('carePlanOfferStale') : yes;
}

type VisitFacts = { status: CareVisitStatus; on: string };
type PlanFacts = { status: CarePlanStatus; startOn: string; months: number };

/** The customer may move a scheduled visit of an active plan until 24 hours before it. */
export function canMoveVisitNow(plan: PlanFacts, visit: VisitFacts, now: Date): Verdict {
  if (plan.status !== 'active') {
    return no(plan.status === 'paused' ? 'carePlanPaused' : 'carePlanNotActive');
  }
  if (visit.status !== 'scheduled') {
    return no('careVisitNotScheduled');
  }
  return indiaDayStart(visit.on).getTime() - now.getTime() < moveNoticeMs
    ? no('careVisitTooLate')
    : yes;
}

/**
 * The customer moves a visit (canMoveVisitNow) to a day of the same month of the plan that is
 * itself at least 24 hours away; a visit outside the plan's months cannot be moved.
 */
export function canMoveVisit(plan: PlanFacts, visit: VisitFacts, on: string, now: Date): Verdict {
  const allowed = canMoveVisitNow(plan, visit, now);
  if (!allowed.ok) {
    return allowed;
  }
  const month = monthIndexOf(plan.startOn, plan.months, visit.on);
  const tooSoon = indiaDayStart(on).getTime() - now.getTime() < moveNoticeMs;
  // A visit a resumption moved past the plan's last day (month -1) stays where it is: moving it
  // on would keep the plan running (modules/care/care-sweep.ts).
  return tooSoon || month === -1 || monthIndexOf(plan.startOn, plan.months, on) !== month
    ? no('careVisitOutsideMonth')
    : yes;
}

/**
 * The picked partner logs a visit of an active plan on its day or after it, a missed one too
 * (late is better than never, and the customer sees when it was done).
 */
export function canLogVisit(plan: PlanFacts, visit: VisitFacts, today: string): Verdict {
  if (plan.status !== 'active') {
    return no(plan.status === 'paused' ? 'carePlanPaused' : 'carePlanNotActive');
  }
  if (visit.status !== 'scheduled' && visit.status !== 'missed') {
    return no('careVisitNotScheduled');
  }
  return today < visit.on ? no('careVisitNotYet') : yes;
}
