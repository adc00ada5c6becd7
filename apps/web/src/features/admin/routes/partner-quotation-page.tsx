import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { QuotationCosting } from '../components/quotation-costing';
import { useAdminProject } from '../components/use-admin-project';

// Quotation 1 to 3 live at quotation/first, /second and /third (docs/product.md#screens).
const ordinals: Record<string, number> = { first: 1, second: 2, third: 3 };

export default function PartnerQuotationPage() {
  const num = ordinals[useLocation().pathname.split('/').pop() ?? ''] ?? 0;
  const { project, quotations } = useAdminProject();
  const quotation = quotations.data?.find((q) => q.num === num);
  // Before any bid the quotations are never asked for (nothing to ask): that is an answer too.
  const noneYet = project.data?.allocatedQuotations.length === 0;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Quotation {num}
      </h1>
      {quotations.isPending && !noneYet && <Loading label="Loading the quotation…" />}
      {(quotations.isSuccess || noneYet) && !quotation && (
        <EmptyState title="This quotation has not been received.">
          Quotations appear here, in the order the invited partners send them.
        </EmptyState>
      )}
      {quotation && <QuotationCosting key={quotation._id} quotation={quotation} />}
    </section>
  );
}
