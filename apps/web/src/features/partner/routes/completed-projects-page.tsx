import { PartnerProjectList } from '../components/partner-project-list';
import { PartnerTabs } from '../components/partner-tabs';

export default function CompletedProjectsPage() {
  return (
    <>
      <PartnerTabs />
      <PartnerProjectList tab="completed" />
    </>
  );
}
