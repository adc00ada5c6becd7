import { Page } from '../../../components/ui/page';
export default function NewProjectsPage() {
  return (
    <Page title="New Projects">
      <p className="text-stone-700">Projects waiting for designs, newest first.</p>
    </Page>
  );
}
