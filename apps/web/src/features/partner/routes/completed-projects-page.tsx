import { Page } from '../../../components/ui/page';
export default function CompletedProjectsPage() {
  return (
    <Page title="Completed Projects">
      <p className="text-stone-700">Projects you have completed.</p>
    </Page>
  );
}
