import { Page } from '../../../components/ui/page';
export default function DetailsPage() {
  return (
    <Page title="Your details">
      <p className="text-stone-700">Fill the details to continue</p>
    </Page>
  );
}
