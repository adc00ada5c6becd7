import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { CarePlanPanel } from '../../after-care/components/care-plan-panel';
import { SiteCard } from '../../site/components/site-card';
import { partnerProjectQuery } from '../api/partner-api';

/**
 * The selected partner's Care visits tab (docs/product.md#care-plans): where the garden is, with a
 * link to the phone's maps app, and the plan's visits with their seasonal checklists, each logged
 * on its day with notes and photos.
 */
export default function ProjectCarePage() {
  const t = useT();
  const partner = useAccount('service-provider');
  const { projectId = '' } = useParams();
  const project = useQuery(partnerProjectQuery(partner._id, projectId));
  return (
    <Page title={t('care.visits.pageTitle')}>
      {project.data?.site && <SiteCard site={project.data.site} projectId={projectId} />}
      <CarePlanPanel projectId={projectId} role="service-provider" />
    </Page>
  );
}
