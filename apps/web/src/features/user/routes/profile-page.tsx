import { Page } from '../../../components/ui/page';
export default function ProfilePage() {
  return (
    <Page title="Update Profile">
      <p className="text-stone-700">
        Keep your name, phone, city, address and postal code up to date.
      </p>
    </Page>
  );
}
