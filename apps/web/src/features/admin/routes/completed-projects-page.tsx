import { ProjectList } from '../components/project-list';

export default function CompletedProjectsPage() {
  return <ProjectList type="completed" title="Completed" empty="No completed projects yet." />;
}
