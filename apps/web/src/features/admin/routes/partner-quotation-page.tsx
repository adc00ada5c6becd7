import { useLocation } from 'react-router';
import { Page } from '../../../components/ui/page';

// Quotation 1 to 3 live at quotation/first, /second and /third (SPEC §2).
const ordinals: Record<string, number> = { first: 1, second: 2, third: 3 };

export default function PartnerQuotationPage() {
  const ordinal = useLocation().pathname.split('/').pop() ?? '';
  return (
    <Page title={`Quotation ${ordinals[ordinal] ?? ''}`}>
      <p className="text-stone-700">
        The partner's priced lines with supplier costing and the final total.
      </p>
    </Page>
  );
}
