import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { payoutsQuery } from '../../payments/api/payments';
import { PayoutsView } from '../../payments/components/payouts-view';

/**
 * The partner's Payments tab: for the selected partner, what Greenscape paid them
 * against their quotation's total. Every other partner (the server answers 404 or 403: the
 * payouts are the selected partner's alone) reads how payment works instead.
 */
export default function ProjectPaymentsPage() {
  const t = useT();
  const { projectId = '' } = useParams();
  const payouts = useQuery(payoutsQuery(projectId, 'service-provider'));
  const notSelected =
    payouts.error instanceof ApiError && [403, 404].includes(payouts.error.status);
  return (
    <Page title={t('partner.project.paymentsTitle')}>
      {payouts.isPending && <Loading label={t('partner.payments.loading')} />}
      {notSelected && (
        <p className="rounded-lg bg-brand-light p-4 text-brand-dark">
          {t('partner.payments.notSelected')}
        </p>
      )}
      {payouts.isError && !notSelected && <Alert kind="error">{payouts.error.message}</Alert>}
      {payouts.data && (
        <>
          <p className="text-stone-700">{t('partner.payments.intro')}</p>
          <PayoutsView payouts={payouts.data} empty={t('partner.payments.empty')} />
        </>
      )}
    </Page>
  );
}
