import { AccountDetails } from '../../../components/ui/account-details';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';

export default function AccountPage() {
  const account = useAccount('user');
  return (
    <Page title="Account">
      <AccountDetails account={account} />
    </Page>
  );
}
