import { Page } from '../../../components/ui/page';
export default function CompletedProjectsPage() {
  return (
    <Page title="Completed">
      <p className="text-stone-700">Projects that are done.</p>
    </Page>
  );
}
