import { PartnerProjectList } from '../components/partner-project-list';

export default function CompletedProjectsPage() {
  return (
    <PartnerProjectList
      tab="completed"
      title="Completed Projects"
      empty={{
        title: 'No completed projects yet',
        text: 'Finished projects, and quotations the customer did not choose, are listed here.',
      }}
    />
  );
}
