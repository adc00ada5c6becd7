import { useParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { ProjectConversation } from '../components/project-conversation';

/**
 * The partner's Messages tab, on the projects they won (features/partner/routes/project-layout.tsx
 * shows the tab from the pick on; before it the server answers 404, shown as its message).
 */
export default function PartnerConversationPage() {
  const t = useT();
  const { projectId = '' } = useParams();
  return (
    <Page title={t('conversation.title')}>
      <ProjectConversation
        projectId={projectId}
        role="service-provider"
        titled={false}
        openAtNewest
      />
    </Page>
  );
}
