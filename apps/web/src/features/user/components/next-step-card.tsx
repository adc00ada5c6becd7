import { useEffect, useRef, type ReactNode } from 'react';
import { formatRupees } from '@greenscape/shared/money';
import { messages, type MessageKey } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import type { Project } from '@greenscape/shared/schemas/projects';
import { customerStageIdOf, type CustomerStageId } from '@greenscape/shared/stages';
import { canRate } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button-link';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useLedgerLineTitle } from '../../execution/components/milestone-title';
import { useCustomerStatus, useTimeline } from './customer-texts';
import type { NextStep, ToPay } from './next-step';
import { NextPaymentLine } from './next-payment';
import { RatingForm } from './rating-form';

// What the page has said at these stages since its first version (messages.ts): the customer
// reads them where the project stands now. Other stages say their timeline step's detail.
const sayings: Partial<Record<CustomerStageId, MessageKey>> = {
  designs: 'designsPromised',
  quotations: 'designReceived',
  siteVisit: 'quotationReceived',
  completed: 'projectCompletedCustomer',
};

/**
 * The top of the customer's project page: the one thing to do now (nextStepOf) and a link to
 * where it is done, or where the project stands while it waits for someone else, with the payment
 * that comes once the next milestone's work is approved. A completed project's rating form is
 * here, and the rating once given.
 */
export function NextStepCard({
  project,
  userId,
  step,
  jump,
  partnerName,
  confirmation,
}: {
  project: Project;
  userId: string;
  step: NextStep;
  jump: { href: string; label: string } | undefined;
  partnerName: string;
  /** The success of a pick just made. */
  confirmation: ReactNode;
}) {
  const t = useT();
  const state = project.workflow;
  return (
    <section
      aria-labelledby="next-step-title"
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-2 ring-brand"
    >
      {confirmation}
      <h2 id="next-step-title" className="text-sm font-semibold uppercase text-stone-600">
        {t(step.action ? 'user.next.title' : 'user.next.waiting')}
      </h2>
      {step.action === 'pay' ? (
        <>
          <PayNow projectId={project._id} toPay={step.toPay} />
          <WhereItStands project={project} jump={undefined} quiet />
        </>
      ) : (
        <>
          <WhereItStands project={project} jump={jump} />
          {step.action === null && step.nextPayment !== undefined && (
            <NextPaymentLine next={step.nextPayment} className="text-sm text-stone-700" />
          )}
        </>
      )}
      {canRate(state).ok && (
        <RatingForm
          projectId={project._id}
          userId={userId}
          rating={project.rating}
          partnerName={partnerName}
        />
      )}
    </section>
  );
}

/** `quiet`: under what to pay, only what else is happening. */
function WhereItStands({
  project,
  jump,
  quiet = false,
}: {
  project: Project;
  jump: { href: string; label: string } | undefined;
  quiet?: boolean;
}) {
  const localize = useLocalize();
  const status = useCustomerStatus()(project.workflow);
  const current = useTimeline()(project.workflow).find((s) => s.state === 'current');
  const saying = sayings[customerStageIdOf(project.workflow)];
  const detail = saying ? localize(messages[saying]) : current?.detail;
  return (
    <>
      {!quiet && <p className="text-xl font-semibold text-brand-dark">{status.label}</p>}
      {detail && <p className={quiet ? 'text-sm text-stone-600' : 'text-stone-700'}>{detail}</p>}
      {jump && (
        <a
          href={jump.href}
          className="self-start rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {jump.label}
        </a>
      )}
    </>
  );
}

function PayNow({ projectId, toPay }: { projectId: string; toPay: ToPay }) {
  const t = useT();
  const lineTitle = useLedgerLineTitle();
  const { milestone } = toPay;
  return (
    <>
      <p className="text-xl font-semibold text-brand-dark">
        {t('user.next.toPay', { amount: formatRupees(toPay.amount) })}
      </p>
      {milestone && <p className="break-words text-stone-700">{lineTitle(milestone)}</p>}
      <ButtonLink to={pages.userProjectPayments(projectId)} className="self-start">
        {t('user.next.pay')}
      </ButtonLink>
    </>
  );
}

/**
 * A pick's confirmation takes the focus when it appears: the button that was pressed is gone, and
 * on a phone the confirmation may be above the screen.
 */
export function Confirmation({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <Alert kind="success">{children}</Alert>
    </div>
  );
}
