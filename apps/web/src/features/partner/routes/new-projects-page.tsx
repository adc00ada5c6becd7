import { PartnerProjectList } from '../components/partner-project-list';

export default function NewProjectsPage() {
  return (
    <PartnerProjectList
      tab="new"
      title="New Projects"
      empty={{
        title: 'No new projects right now',
        text: 'When our team shares a project that fits your services, it appears here and we tell you by SMS.',
      }}
    />
  );
}
