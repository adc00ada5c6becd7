import { Page } from '../../../components/ui/page';
export default function InProgressProjectsPage() {
  return (
    <Page title="In Progress">
      <p className="text-stone-700">Projects with designs sent, on their way to completion.</p>
    </Page>
  );
}
