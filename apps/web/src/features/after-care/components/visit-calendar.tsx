import { monthIndexOf, monthStartOf, planEndsOn } from '@greenscape/shared/care-rules';
import { addDays } from '@greenscape/shared/warranty-rules';
import type { CarePlan, CareVisit } from '@greenscape/shared/schemas/care-plan';
import { useT } from '../../../i18n/use-t';
import type { ParticipantRole } from '../../../lib/query-keys';
import { useExecutionFormats } from '../../execution/components/formats';
import { VisitCard } from './visit-card';

/**
 * The plan's visits month by month, as a calendar reads: each month of the plan (from its start,
 * not the calendar's) with its visits in order.
 */
export function VisitCalendar(props: { plan: CarePlan; projectId: string; role: ParticipantRole }) {
  const { plan } = props;
  const t = useT();
  const format = useExecutionFormats();
  const months = new Map<number, CareVisit[]>();
  for (const visit of plan.visits) {
    const month = monthIndexOf(plan.startOn, plan.months, visit.on);
    months.set(month, [...(months.get(month) ?? []), visit]);
  }
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-semibold text-stone-900">{t('care.visits.title')}</h3>
      {[...months.entries()].map(([month, visits]) => {
        const first = monthStartOf(plan.startOn, month);
        const last =
          month === plan.months - 1
            ? planEndsOn(plan.startOn, plan.months)
            : addDays(monthStartOf(plan.startOn, month + 1), -1);
        return (
          <section key={month} aria-label={t('care.visits.month', { month: month + 1 })}>
            <h4 className="mb-2 text-sm font-semibold text-stone-700">
              {t('care.visits.monthRange', {
                month: month + 1,
                from: format.day(first),
                to: format.day(last),
              })}
            </h4>
            <ul className="grid gap-3 md:grid-cols-2">
              {visits.map((visit) => (
                <li key={visit._id} className="min-w-0">
                  <VisitCard
                    visit={visit}
                    plan={plan}
                    projectId={props.projectId}
                    role={props.role}
                    monthFirst={first}
                    monthLast={last}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
