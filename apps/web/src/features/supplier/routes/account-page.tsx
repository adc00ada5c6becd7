import { AccountDetails } from '../../../components/ui/account-details';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';

export default function AccountPage() {
  const t = useT();
  const account = useAccount('supplier');
  return (
    <Page title={t('supplier.account.title')}>
      <AccountDetails account={account} />
    </Page>
  );
}
