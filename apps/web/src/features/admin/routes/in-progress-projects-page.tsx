import { ProjectList } from '../components/project-list';

export default function InProgressProjectsPage() {
  return <ProjectList type="inprogress" title="In Progress" empty="No projects in progress." />;
}
