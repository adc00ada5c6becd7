import { Page } from '../../../components/ui/page';
export default function AccountPage() {
  return (
    <Page title="Account">
      <p className="text-stone-700">
        Your account details: name, e-mail, phone, city, address and postal code.
      </p>
    </Page>
  );
}
