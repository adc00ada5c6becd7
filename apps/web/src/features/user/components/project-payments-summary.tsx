import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@greenscape/shared/money';
import { pages } from '@greenscape/shared/pages';
import type { Project } from '@greenscape/shared/schemas/projects';
import { completionGaps } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { useT } from '../../../i18n/use-t';
import { useLedgerLineTitle } from '../../execution/components/milestone-title';
import { ledgerQuery } from '../../payments/api/payments';
import { MoneyFigures } from '../../payments/components/money-figures';
import { PaymentDocuments } from '../../payments/components/payment-documents';
import { machineOf } from '@greenscape/shared/project-machine';

/**
 * The project page's word on money after the pick: what is paid, what is outstanding
 * and the next instalment, with the way to the project's Payments page; what still stands
 * between the project and its completion (the same gaps the team's Complete checks); the invoice
 * once completed.
 */
export function ProjectPaymentsSummary({ project }: { project: Project }) {
  const t = useT();
  const lineTitle = useLedgerLineTitle();
  const headingId = useId();
  const ledger = useQuery(ledgerQuery(project._id, 'user'));
  const completed = machineOf(project.workflow).completed;
  const gaps = completionGaps(project.workflow);
  const left = [
    ...(gaps.milestones > 0
      ? [t('user.project.payments.milestonesLeft', { count: gaps.milestones })]
      : []),
    ...(gaps.payments > 0
      ? [t('user.project.payments.moneyLeft', { amount: formatRupees(gaps.payments) })]
      : []),
  ];
  const due = ledger.data?.due;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {t('user.project.payments.title')}
      </h2>
      {ledger.isError && <Alert kind="error">{ledger.error.message}</Alert>}
      {ledger.data && (
        <MoneyFigures
          label={t('payments.figures.ledger')}
          figures={[
            { name: 'paid', label: t('payments.paid'), rupees: ledger.data.paid },
            {
              name: 'outstanding',
              label: t('payments.figures.outstanding'),
              rupees: ledger.data.outstanding,
              strong: true,
            },
            ...(due
              ? [
                  {
                    name: 'due',
                    label: t('user.project.payments.nextDue'),
                    rupees: due.amount,
                    detail: lineTitle(due),
                  },
                ]
              : []),
          ]}
        />
      )}
      {!completed && left.length > 0 && (
        <div className="flex flex-col gap-1 rounded-md bg-amber-50 p-3">
          <h3 className="text-sm font-semibold">{t('user.project.payments.leftTitle')}</h3>
          <p data-testid="completion-gaps">{left.join(' · ')}</p>
        </div>
      )}
      <Link
        to={pages.userProjectPayments(project._id)}
        className="self-start rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
      >
        {t('user.project.payments.open')}
      </Link>
      {completed && (
        <PaymentDocuments
          projectId={project._id}
          role="user"
          state={project.workflow}
          quotation={false}
        />
      )}
    </section>
  );
}
