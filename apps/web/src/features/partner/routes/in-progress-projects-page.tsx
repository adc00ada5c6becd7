import { PartnerProjectList } from '../components/partner-project-list';

export default function InProgressProjectsPage() {
  return (
    <PartnerProjectList
      tab="inprogress"
      title="In Progress"
      empty={{
        title: 'No quotations in progress',
        text: 'Projects you have sent a quotation for stay here until the customer chooses.',
      }}
    />
  );
}
