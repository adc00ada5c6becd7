import { PartnerProjectList } from '../components/partner-project-list';
import { PartnerTabs } from '../components/partner-tabs';

export default function InProgressProjectsPage() {
  return (
    <>
      <PartnerTabs />
      <PartnerProjectList tab="inprogress" />
    </>
  );
}
