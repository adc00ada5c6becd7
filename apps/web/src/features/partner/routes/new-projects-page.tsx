import { PartnerProjectList } from '../components/partner-project-list';

export default function NewProjectsPage() {
  return (
    <PartnerProjectList
      tab="new"
      title="New Projects"
      empty="No new projects have been shared with you yet."
    />
  );
}
