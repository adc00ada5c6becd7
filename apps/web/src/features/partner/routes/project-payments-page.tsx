import { messages } from '@greenscape/shared/messages';
import { Page } from '../../../components/ui/page';

export default function ProjectPaymentsPage() {
  return (
    <Page title="Payments">
      <p className="rounded-lg bg-brand-light p-4 text-brand-dark">
        {messages.paymentsOfflinePartner}
      </p>
    </Page>
  );
}
