import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { canDecidePlan, isRunning } from '@greenscape/shared/care-rules';
import { indiaDay } from '@greenscape/shared/gst';
import { formatRupees } from '@greenscape/shared/money';
import type { CarePlan, CarePlanStatus } from '@greenscape/shared/schemas/care-plan';
import { pages } from '@greenscape/shared/pages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/loading';
import type { MessageId } from '../../../i18n/namespaces';
import { useLocalize, useT } from '../../../i18n/use-t';
import type { ParticipantRole } from '../../../lib/query-keys';
import { useExecutionFormats } from '../../execution/components/formats';
import { carePlanQuery, useDecideCarePlan } from '../api/after-care';
import { FeeList } from './fee-list';
import { OfferForm } from './offer-form';
import { VisitCalendar } from './visit-calendar';

const statusWords = {
  offered: 'care.plan.status.offered',
  active: 'care.plan.status.active',
  paused: 'care.plan.status.paused',
  declined: 'care.plan.status.declined',
  cancelled: 'care.plan.status.cancelled',
  ended: 'care.plan.status.ended',
} as const satisfies Record<CarePlanStatus, MessageId>;

type Decision = 'accept' | 'decline' | 'cancel';

/**
 * A garden's care plan (docs/product.md#care-plans) in each participant's area: the team offers
 * one; the customer accepts, declines or later cancels it (each confirmed: none can be undone);
 * the visits month by month with their seasonal checklists, logs and photos; each month's fee.
 */
export function CarePlanPanel({ projectId, role }: { projectId: string; role: ParticipantRole }) {
  const t = useT();
  const localize = useLocalize();
  const plan = useQuery(carePlanQuery(projectId, role));
  const decide = useDecideCarePlan(projectId);
  const [asking, setAsking] = useState<Decision | null>(null);
  const current = plan.data;
  // An offer whose first day has passed is not accepted (care-rules.ts canDecidePlan): it says so.
  const acceptable = current ? canDecidePlan(current, 'accept', indiaDay(new Date())) : null;
  return (
    <section
      aria-labelledby="care-plan-title"
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="care-plan-title" className="text-lg font-semibold text-stone-900">
          {t('care.plan.title')}
        </h2>
        {current && (
          <span className="rounded-full bg-brand-light px-2 py-0.5 text-sm font-medium text-brand-dark">
            {t(statusWords[current.status])}
          </span>
        )}
      </div>
      {plan.isPending && <Loading label={t('care.plan.loading')} />}
      {plan.isError && <Alert kind="error">{localize(plan.error.message)}</Alert>}
      {current === null && role !== 'admin' && (
        <p className="text-stone-700">{t('care.plan.none')}</p>
      )}
      {current && <PlanTerms plan={current} />}
      {current?.status === 'paused' && <Alert kind="error">{t('care.plan.pausedNote')}</Alert>}
      {current?.status === 'offered' && role === 'user' && acceptable?.ok && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => setAsking('accept')} busy={decide.isPending}>
            {t('care.plan.accept')}
          </Button>
          <Button
            type="button"
            variant="outline"
            busy={decide.isPending}
            onClick={() => setAsking('decline')}
          >
            {t('care.plan.decline')}
          </Button>
        </div>
      )}
      {current?.status === 'offered' && role === 'user' && acceptable && !acceptable.ok && (
        <p className="text-stone-700">{localize(acceptable.message)}</p>
      )}
      {current?.status === 'offered' && role === 'admin' && (
        <p className="text-stone-700">{t('care.plan.waitingForCustomer')}</p>
      )}
      {decide.isError && <Alert kind="error">{localize(decide.error.message)}</Alert>}
      {current && current.visits.length > 0 && (
        <VisitCalendar plan={current} projectId={projectId} role={role} />
      )}
      {current && role !== 'service-provider' && current.fees.length > 0 && (
        <FeeList fees={current.fees} />
      )}
      {current && isRunning(current.status) && role === 'user' && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => setAsking('cancel')}
        >
          {t('care.plan.cancel')}
        </Button>
      )}
      {role === 'admin' && plan.isSuccess && (!current || !isRunning(current.status)) && (
        <OfferForm projectId={projectId} again={Boolean(current)} />
      )}
      {role === 'user' && current && isRunning(current.status) && (
        <ButtonLink to={pages.userProjectPayments(projectId)} className="self-start">
          {t('care.plan.seePayments')}
        </ButtonLink>
      )}
      {asking && (
        <ConfirmDialog
          question={t(`care.plan.${asking}Question`)}
          confirmLabel={t(`care.plan.${asking}`)}
          onCancel={() => setAsking(null)}
          onConfirm={() => decide.mutate(asking)}
        >
          <p>{t(`care.plan.${asking}Follows`)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function PlanTerms({ plan }: { plan: CarePlan }) {
  const t = useT();
  const format = useExecutionFormats();
  return (
    <p className="text-stone-800">
      {t('care.plan.terms', {
        visits: plan.visitsPerMonth,
        months: plan.months,
        fee: formatRupees(plan.monthlyFee),
        from: format.day(plan.startOn),
        to: format.day(plan.endsOn),
      })}
    </p>
  );
}
