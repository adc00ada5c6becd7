import { useState } from 'react';
import { canLogVisit, canMoveVisitNow } from '@greenscape/shared/care-rules';
import { indiaDay } from '@greenscape/shared/gst';
import type { CarePlan, CareVisit } from '@greenscape/shared/schemas/care-plan';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import type { MessageId } from '../../../i18n/namespaces';
import { useLocalize, useT } from '../../../i18n/use-t';
import type { ParticipantRole } from '../../../lib/query-keys';
import { useExecutionFormats } from '../../execution/components/formats';
import { PhotoStrip } from '../../execution/components/photo-strip';
import { WaitingNotice } from '../../offline/components/waiting-notice';
import { useWaitingAction } from '../../offline/use-outbox';
import { useChangeCareVisit, useKeptVisitLog } from '../api/after-care';
import { VisitLogForm } from './visit-log-form';

const statusWords = {
  scheduled: 'care.visit.status.scheduled',
  done: 'care.visit.status.done',
  missed: 'care.visit.status.missed',
  cancelled: 'care.visit.status.cancelled',
} as const satisfies Record<CareVisit['status'], MessageId>;

const statusStyles: Record<CareVisit['status'], string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  done: 'bg-brand-light text-brand-dark',
  missed: 'bg-red-100 text-red-900',
  cancelled: 'bg-stone-100 text-stone-700',
};

export const seasonWords = {
  summer: 'care.season.summer',
  monsoon: 'care.season.monsoon',
  'post-monsoon': 'care.season.post-monsoon',
  winter: 'care.season.winter',
} as const satisfies Record<CareVisit['season'], MessageId>;

/**
 * One visit: its day, status and season, the checklist (ticked once logged), the partner's notes
 * and photos; the customer may move it within its month, the partner log it, as the shared rules
 * allow (packages/shared/src/care-rules.ts).
 */
export function VisitCard(props: {
  visit: CareVisit;
  plan: CarePlan;
  projectId: string;
  role: ParticipantRole;
  monthFirst: string;
  monthLast: string;
}) {
  const { visit, plan, role } = props;
  const t = useT();
  const localize = useLocalize();
  const format = useExecutionFormats();
  const now = new Date();
  const today = indiaDay(now);
  const change = useChangeCareVisit(props.projectId, role === 'user' ? 'user' : 'service-provider');
  const [moving, setMoving] = useState(false);
  const [on, setOn] = useState(visit.on);
  const mayMove = role === 'user' && canMoveVisitNow(plan, visit, now).ok;
  const mayLog = role === 'service-provider' && canLogVisit(plan, visit, today).ok;
  return (
    <article
      aria-label={t('care.visit.label', { date: format.day(visit.on) })}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-stone-200 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-stone-900">{format.day(visit.on)}</p>
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-medium ${statusStyles[visit.status]}`}
        >
          {t(statusWords[visit.status])}
        </span>
      </div>
      <p className="text-sm text-stone-600">{t(seasonWords[visit.season])}</p>
      <ul aria-label={t('care.visit.checklist')} className="flex flex-col gap-1 text-sm">
        {visit.checklist.map((task) => (
          <li key={task.key} className="flex gap-2">
            <span aria-hidden="true">{task.done ? '✓' : '○'}</span>
            <span className="break-words">
              {task.label}
              {visit.log && (
                <span className="sr-only">
                  {' '}
                  {t(task.done ? 'care.visit.taskDone' : 'care.visit.taskNotDone')}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {visit.log && (
        <div className="flex flex-col gap-1 rounded-md bg-brand-light p-2">
          {visit.log.notes && <p className="whitespace-pre-line break-words">{visit.log.notes}</p>}
          <PhotoStrip photos={visit.log.photos} label={t('care.visit.photos')} />
        </div>
      )}
      {mayMove && !moving && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => setMoving(true)}
        >
          {t('care.visit.move')}
        </Button>
      )}
      {moving && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field
            type="date"
            label={t('care.visit.newDay')}
            min={props.monthFirst}
            max={props.monthLast}
            value={on}
            onChange={(event) => setOn(event.target.value)}
          />
          <Button
            type="button"
            size="sm"
            busy={change.isPending}
            onClick={() =>
              change.mutate(
                { visitId: visit._id, body: { on } },
                { onSuccess: () => setMoving(false) },
              )
            }
          >
            {t('care.visit.saveDay')}
          </Button>
        </div>
      )}
      {mayLog && <PartnerLog visit={visit} projectId={props.projectId} />}
      {change.isError && <Alert kind="error">{localize(change.error.message)}</Alert>}
    </article>
  );
}

/**
 * The partner's log, made in the garden: it waits in the phone's outbox without a network
 * (docs/offline.md), and the card says so until it goes.
 */
function PartnerLog({ visit, projectId }: { visit: CareVisit; projectId: string }) {
  const localize = useLocalize();
  const format = useExecutionFormats();
  const log = useKeptVisitLog(projectId);
  const waiting = useWaitingAction('service-provider', 'changeCareVisit', projectId, {
    visitId: visit._id,
  });
  if (waiting) {
    return <WaitingNotice justKept={log.data?.kept === true} />;
  }
  return (
    <>
      <VisitLogForm
        visit={visit}
        busy={log.isPending}
        onSubmit={(entry) =>
          log.mutate({ visitId: visit._id, day: format.day(visit.on), log: entry })
        }
      />
      {log.isError && <Alert kind="error">{localize(log.error.message)}</Alert>}
    </>
  );
}
