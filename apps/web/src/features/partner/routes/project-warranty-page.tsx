import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { WarrantyPanel } from '../../after-care/components/warranty-panel';
import { partnerProjectQuery } from '../api/partner-api';

/**
 * The selected partner's Warranty tab (docs/product.md#warranty): the claims of the garden it
 * built, and the fix to report once the team has scheduled a visit.
 */
export default function ProjectWarrantyPage() {
  const t = useT();
  const partner = useAccount('service-provider');
  const { projectId = '' } = useParams();
  const project = useQuery(partnerProjectQuery(partner._id, projectId));
  return (
    <Page title={t('care.warranty.title')}>
      {project.data && (
        <WarrantyPanel
          projectId={projectId}
          role="service-provider"
          workflow={project.data.workflow}
          warrantyEndsOn={null}
        />
      )}
    </Page>
  );
}
