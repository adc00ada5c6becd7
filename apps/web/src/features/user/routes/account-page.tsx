import { useLocation } from 'react-router';
import { AccountDetails } from '../../../components/ui/account-details';
import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { VerifyPhone } from '../components/verify-phone';

export default function AccountPage() {
  const user = useAccount('user');
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <Page title="Account">
      {notice && <Alert kind="success">{notice}</Alert>}
      <AccountDetails account={user} />
      <VerifyPhone user={user} />
    </Page>
  );
}
