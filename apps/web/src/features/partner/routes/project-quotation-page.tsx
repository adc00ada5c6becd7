import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { QuotationPanel } from '../components/quotation-panel';

export default function ProjectQuotationPage() {
  const partner = useAccount('service-provider');
  const { projectId = '' } = useParams();
  return (
    <Page title="Quotation">
      <QuotationPanel projectId={projectId} partnerId={partner._id} />
    </Page>
  );
}
