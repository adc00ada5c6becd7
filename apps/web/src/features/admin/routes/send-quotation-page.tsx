import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';

export default function SendQuotationPage() {
  const { projectId } = useParams();
  return (
    <Page title="Send Quotation">
      <p className="text-stone-700">
        Choose the service partners who may quote for project{' '}
        <span className="font-mono">{projectId}</span>.
      </p>
    </Page>
  );
}
