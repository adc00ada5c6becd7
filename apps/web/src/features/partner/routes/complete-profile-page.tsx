import { Page } from '../../../components/ui/page';
export default function CompleteProfilePage() {
  return (
    <Page title="Complete your profile">
      <p className="text-stone-700">
        Tell us about your business and the services you offer to start receiving projects.
      </p>
    </Page>
  );
}
