import { ProjectList } from '../components/project-list';

export default function NewProjectsPage() {
  return <ProjectList type="new" title="New Projects" empty="No new projects." />;
}
