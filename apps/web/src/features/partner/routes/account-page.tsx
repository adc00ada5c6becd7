import { Page } from '../../../components/ui/page';
export default function AccountPage() {
  return (
    <Page title="Account Details">
      <p className="text-stone-700">
        Your partner account as customers and the Greenscape team see it.
      </p>
    </Page>
  );
}
