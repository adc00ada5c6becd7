import { useParams, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { QuotationPanel } from '../components/quotation-panel';

/**
 * The standalone Quotation Form: through the personal invitation link no sign-in is needed; the
 * page shows the project and quotes as the invited partner, whom the server knows from the link
 * (docs/product.md#quotations).
 */
export default function StandaloneQuotationPage() {
  const t = useT();
  const { projectId = '' } = useParams();
  const invite = useSearchParams()[0].get('invite') ?? undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Page title={t('partner.quotation.standaloneTitle')}>
        <QuotationPanel projectId={projectId} {...(invite ? { invite } : {})} />
      </Page>
    </div>
  );
}
