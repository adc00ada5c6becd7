import { PartnerProjectList } from '../components/partner-project-list';

export default function CompletedProjectsPage() {
  return <PartnerProjectList tab="completed" />;
}
