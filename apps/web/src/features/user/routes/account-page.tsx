import { useLocation } from 'react-router';
import { AccountDetails } from '../../../components/ui/account-details';
import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { VerifyPhone } from '../components/verify-phone';

export default function AccountPage() {
  const t = useT();
  const localize = useLocalize();
  const user = useAccount('user');
  // The notice is one of the shared texts (messages.profileUpdated), written when it was sent.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <Page title={t('user.account.title')}>
      {notice && <Alert kind="success">{localize(notice)}</Alert>}
      <AccountDetails account={user} />
      <VerifyPhone user={user} />
    </Page>
  );
}
