import { PartnerProjectList } from '../components/partner-project-list';

export default function InProgressProjectsPage() {
  return (
    <PartnerProjectList
      tab="inprogress"
      title="In Progress"
      empty="You have not applied for a project yet."
    />
  );
}
