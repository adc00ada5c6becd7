import { useParams } from 'react-router';
import { ProjectConversation } from '../components/project-conversation';

/**
 * The customer's conversation, a section at the foot of their project page: app/area-routes.tsx
 * renders it in the project page's outlet (features/user/routes/project-page.tsx), so neither
 * feature imports the other.
 */
export default function CustomerConversation() {
  const { projectId = '' } = useParams();
  return <ProjectConversation projectId={projectId} role="user" />;
}
