import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';

export default function ProjectQuotationPage() {
  const { projectId } = useParams();
  return (
    <Page title="Quotation">
      <p className="text-stone-700">
        Your prices for the quotation template of project{' '}
        <span className="font-mono">{projectId}</span>.
      </p>
    </Page>
  );
}
