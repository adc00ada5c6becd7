import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { Ledger } from '@greenscape/shared/schemas/payments';
import type { Project } from '@greenscape/shared/schemas/projects';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useT } from '../../../i18n/use-t';
import { milestonesQuery } from '../../execution/api/execution';
import { ledgerQuery, useAddPayment } from '../../payments/api/payments';
import { LedgerEntries } from '../../payments/components/ledger-entries';
import { LedgerTotals } from '../../payments/components/ledger-totals';
import { PaymentDocuments } from '../../payments/components/payment-documents';
import { PaymentSchedule } from '../../payments/components/payment-schedule';
import { nextOnApprovalOf } from '../../payments/components/schedule-coverage';
import { PaymentForm } from '../../payments/components/payment-form';
import { PaymentDueCard } from './payment-due-card';
import { payNowOf } from './pay-now';
import { machineOf } from '@greenscape/shared/project-machine';

/** The customer's payments of one project after the pick: read and report. */
export function ProjectPayments({ project }: { project: Project }) {
  const t = useT();
  const ledger = useQuery(ledgerQuery(project._id, 'user'));
  const milestones = useQuery(milestonesQuery(project._id, 'user'));
  if (ledger.isPending) {
    return <Loading label={t('user.payments.loading')} />;
  }
  if (ledger.isError) {
    return <Alert kind="error">{ledger.error.message}</Alert>;
  }
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <LedgerTotals ledger={ledger.data} />
      {ledger.data.outstanding > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          <PaymentDueCard
            ledger={ledger.data}
            next={nextOnApprovalOf(ledger.data, milestones.data)}
          />
          <CustomerReport projectId={project._id} ledger={ledger.data} />
        </div>
      ) : (
        <Alert kind="success">{t('user.payments.allPaid')}</Alert>
      )}
      {milestones.isPending && <Loading label={t('user.execution.loadingMilestones')} />}
      {milestones.isError && <Alert kind="error">{milestones.error.message}</Alert>}
      {milestones.data && (
        <PaymentSchedule
          milestones={milestones.data}
          paid={ledger.data.paid}
          jobOver={machineOf(project.workflow).completed}
        />
      )}
      <Section title={t('user.payments.entries.title')}>
        <LedgerEntries projectId={project._id} role="user" entries={ledger.data.entries} />
      </Section>
      <Section title={t('user.payments.documents.title')}>
        <PaymentDocuments projectId={project._id} role="user" state={project.workflow} />
      </Section>
    </div>
  );
}

/**
 * 'I have paid': closed while no other report could wait for the team (three already wait, or
 * those waiting cover what is outstanding), as the server would refuse it.
 */
function CustomerReport({ projectId, ledger }: { projectId: string; ledger: Ledger }) {
  const t = useT();
  const report = useAddPayment('user');
  const now = payNowOf(ledger);
  return (
    <PaymentForm
      title={t('user.payments.report.title')}
      submitLabel={t('user.payments.report.submit')}
      closed={now.report.ok ? undefined : t('user.payments.report.closedWaiting')}
      // Most customers pay by UPI, from the code beside the form. With nothing due now the amount
      // starts blank: a payment made ahead of the work is the customer's to state, not ours to ask.
      defaults={{ amount: now.amount > 0 ? now.amount : null, method: 'upi' }}
      send={(payment) => report.mutateAsync({ projectId, payment })}
      successText={() => t('user.payments.report.thanks')}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
