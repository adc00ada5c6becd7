import { useAccount } from '../../../lib/session';
import { UpcomingCareVisits } from '../../after-care/components/upcoming-visits';
import { PartnerProjectList } from '../components/partner-project-list';
import { PartnerTabs } from '../components/partner-tabs';

/** The partner's home: its care visits of the next 7 days, if any, then the new projects. */
export default function NewProjectsPage() {
  const partner = useAccount('service-provider');
  return (
    <>
      <PartnerTabs />
      <UpcomingCareVisits providerId={partner._id} />
      <PartnerProjectList tab="new" />
    </>
  );
}
