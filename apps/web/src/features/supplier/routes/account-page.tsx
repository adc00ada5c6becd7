import { Page } from '../../../components/ui/page';
export default function AccountPage() {
  return (
    <Page title="Account Details">
      <p className="text-stone-700">
        Your supplier account: name, e-mail, phone, city, address and postal code.
      </p>
    </Page>
  );
}
