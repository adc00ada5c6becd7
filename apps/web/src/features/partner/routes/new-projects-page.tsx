import { Page } from '../../../components/ui/page';
export default function NewProjectsPage() {
  return (
    <Page title="New Projects">
      <p className="text-stone-700">
        Projects shared with you that are still open for your quotation.
      </p>
    </Page>
  );
}
