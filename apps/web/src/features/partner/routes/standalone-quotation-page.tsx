import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';

export default function StandaloneQuotationPage() {
  const { projectId } = useParams();
  return (
    <Page title="Quotation Form">
      <p className="text-stone-700">
        Price each row of the quotation for project <span className="font-mono">{projectId}</span>.
      </p>
    </Page>
  );
}
