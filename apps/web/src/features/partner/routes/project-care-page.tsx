import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { CarePlanPanel } from '../../after-care/components/care-plan-panel';

/**
 * The selected partner's Care visits tab (docs/product.md#care-plans): the plan's visits with
 * their seasonal checklists, each logged on its day with notes and photos.
 */
export default function ProjectCarePage() {
  const t = useT();
  const { projectId = '' } = useParams();
  return (
    <Page title={t('care.visits.pageTitle')}>
      <CarePlanPanel projectId={projectId} role="service-provider" />
    </Page>
  );
}
