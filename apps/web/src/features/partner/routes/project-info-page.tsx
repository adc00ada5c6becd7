import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { partnerProjectQuery } from '../api/partner-api';
import { ProjectFacts } from '../components/project-facts';
import { QuotationDeadline } from '../components/quotation-deadline';

/**
 * What a partner sees of a project: never the customer's contact details
 * (docs/product.md#workflow).
 */
export default function ProjectInfoPage() {
  const t = useT();
  const localize = useLocalize();
  const partner = useAccount('service-provider');
  const { projectId = '' } = useParams();
  const project = useQuery(partnerProjectQuery(partner._id, projectId));
  return (
    <Page title={t('partner.project.infoTitle')}>
      {project.isPending && <Loading label={t('partner.project.loading')} />}
      {project.isError && <Alert kind="error">{localize(project.error.message)}</Alert>}
      {project.data && (
        <>
          <QuotationDeadline
            closesAt={project.data.quotationClosesAt}
            standing={project.data.standing}
          />
          <ProjectFacts project={project.data} />
        </>
      )}
    </Page>
  );
}
