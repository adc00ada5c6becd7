import { messages } from '@greenscape/shared/messages';
import { Page } from '../../../components/ui/page';
import { useLocalize, useT } from '../../../i18n/use-t';

export default function PaymentPage() {
  const t = useT();
  const localize = useLocalize();
  return (
    <Page title={t('user.payment.title')}>
      <p className="rounded-lg bg-brand-light p-4 text-brand-dark">
        {localize(messages.paymentsOfflineCustomer)}
      </p>
    </Page>
  );
}
