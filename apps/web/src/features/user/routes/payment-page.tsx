import { messages } from '@greenscape/shared/messages';
import { Page } from '../../../components/ui/page';

export default function PaymentPage() {
  return (
    <Page title="Payment Options">
      <p className="rounded-lg bg-brand-light p-4 text-brand-dark">
        {messages.paymentsOfflineCustomer}
      </p>
    </Page>
  );
}
