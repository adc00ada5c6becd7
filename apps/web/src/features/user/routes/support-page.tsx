import { Page } from '../../../components/ui/page';
export default function SupportPage() {
  return (
    <Page title="Contact Us">
      <p className="text-stone-700">Send a message to our support team.</p>
    </Page>
  );
}
