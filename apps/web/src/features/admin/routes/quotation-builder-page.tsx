import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';

export default function QuotationBuilderPage() {
  const { projectId } = useParams();
  return (
    <Page title="Quotation">
      <p className="text-stone-700">
        The quotation template of project <span className="font-mono">{projectId}</span>: service,
        quantity and price range per row.
      </p>
    </Page>
  );
}
