import { PartnerProjectList } from '../components/partner-project-list';
import { PartnerTabs } from '../components/partner-tabs';

export default function NewProjectsPage() {
  return (
    <>
      <PartnerTabs />
      <PartnerProjectList tab="new" />
    </>
  );
}
