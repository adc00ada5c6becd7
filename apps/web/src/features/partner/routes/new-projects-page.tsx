import { PartnerProjectList } from '../components/partner-project-list';

export default function NewProjectsPage() {
  return <PartnerProjectList tab="new" />;
}
