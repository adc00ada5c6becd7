import { Page } from '../../../components/ui/page';
export default function InProgressProjectsPage() {
  return (
    <Page title="In Progress">
      <p className="text-stone-700">Projects you have quoted for or been selected on.</p>
    </Page>
  );
}
