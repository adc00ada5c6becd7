import { AccountDetails } from '../../../components/ui/account-details';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';

export default function AccountPage() {
  const account = useAccount('service-provider');
  return (
    <Page title="Account Details">
      <AccountDetails account={account} />
    </Page>
  );
}
