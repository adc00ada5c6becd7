import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { ProjectConversation } from '../components/project-conversation';

/**
 * The admin's Conversation tab (features/admin/routes/project-layout.tsx). Its texts come from
 * the conversation catalogue, in English: the admin's area always is (app/area-routes.tsx).
 */
export default function AdminConversationPage() {
  const t = useT();
  const { projectId = '' } = useParams();
  return (
    <Page title={t('conversation.adminTitle')}>
      <ProjectConversation projectId={projectId} role="admin" titled={false} openAtNewest />
    </Page>
  );
}
