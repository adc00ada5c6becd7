import { Page } from '../../../components/ui/page';
export default function UpdateProfilePage() {
  return (
    <Page title="Update Profile">
      <p className="text-stone-700">
        Your name, phone, city, address, postal code and the services you offer.
      </p>
    </Page>
  );
}
