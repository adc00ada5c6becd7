import { Page } from '../../../components/ui/page';
export default function UpdateProfilePage() {
  return (
    <Page title="Update Profile">
      <p className="text-stone-700">Keep your supplier details up to date.</p>
    </Page>
  );
}
