import type { TimelineStep } from '@greenscape/shared/stages';
import type { WorkflowProject } from '@greenscape/shared/workflow';
import { useT } from '../../../i18n/use-t';
import { useTimeline } from './customer-texts';
import { comma } from './text-parts';

const stateWords = {
  done: 'user.timeline.state.done',
  current: 'user.timeline.state.current',
  coming: 'user.timeline.state.coming',
} as const satisfies Record<TimelineStep['state'], string>;

function Marker({ state }: { state: TimelineStep['state'] }) {
  if (state === 'done') {
    return (
      <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand text-white">
        <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true">
          <path
            d="M3.5 8.5l3 3 6-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  if (state === 'current') {
    return (
      <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 border-brand bg-white">
        <span className="h-2.5 w-2.5 rounded-full bg-brand" />
      </span>
    );
  }
  return <span className="h-6 w-6 shrink-0 rounded-full border-2 border-stone-300 bg-white" />;
}

/**
 * The customer's timeline: every stage of the project in order, from the request to
 * the handover, the steps behind ticked, the current one with what to know or do now, and the
 * coming ones (timelineOf in packages/shared/src/stages.ts, on the state the server sent).
 */
export function ProjectTimeline({
  workflow,
  jump,
}: {
  workflow: WorkflowProject;
  /** A link to where the current step is done on the page, e.g. the designs to choose from. */
  jump?: { href: string; label: string } | undefined;
}) {
  const t = useT();
  const steps = useTimeline()(workflow);
  return (
    <section
      aria-labelledby="timeline-title"
      className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm"
    >
      <h2 id="timeline-title" className="text-lg font-semibold text-stone-900">
        {t('user.timeline.title')}
      </h2>
      <ol aria-label={t('user.timeline.list')} className="flex flex-col">
        {steps.map((step, i) => (
          <li
            key={step.key}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {i < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute left-[11px] top-6 h-[calc(100%-1.5rem)] w-0.5 ${step.state === 'done' ? 'bg-brand' : 'bg-stone-200'}`}
              />
            )}
            <Marker state={step.state} />
            <div className="flex min-w-0 flex-col gap-1 pt-0.5">
              <p
                className={
                  step.state === 'coming'
                    ? 'text-stone-600'
                    : step.state === 'current'
                      ? 'font-semibold text-stone-900'
                      : 'text-stone-800'
                }
              >
                {step.title}
                {step.state === 'current' ? (
                  <>
                    <span className="sr-only">{comma}</span>
                    <span className="ml-2 rounded-full bg-brand-light px-2 py-0.5 text-xs font-semibold text-brand-dark">
                      {t(stateWords.current)}
                    </span>
                  </>
                ) : (
                  <span className="sr-only">
                    {comma}
                    {t(stateWords[step.state])}
                  </span>
                )}
              </p>
              {step.detail && <p className="text-sm text-stone-700">{step.detail}</p>}
              {jump && step.state === 'current' && (
                <a
                  href={jump.href}
                  className="self-start text-sm font-semibold text-brand underline"
                >
                  {jump.label}
                </a>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
