import { PartnerProjectList } from '../components/partner-project-list';

export default function InProgressProjectsPage() {
  return <PartnerProjectList tab="inprogress" />;
}
