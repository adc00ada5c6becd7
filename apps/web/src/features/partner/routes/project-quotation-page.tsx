import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { QuotationPanel } from '../components/quotation-panel';

/** The signed-in partner's quotation: its name, phone and e-mail come filled in. */
export default function ProjectQuotationPage() {
  const t = useT();
  const partner = useAccount('service-provider');
  const { projectId = '' } = useParams();
  return (
    <Page title={t('partner.project.quotationTitle')}>
      <QuotationPanel
        projectId={projectId}
        partnerId={partner._id}
        prefill={{
          name: partner.name ?? '',
          phone: partner.phone ?? '',
          email: partner.email ?? '',
        }}
      />
    </Page>
  );
}
