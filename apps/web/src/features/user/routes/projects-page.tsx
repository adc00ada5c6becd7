import { Page } from '../../../components/ui/page';
export default function ProjectsPage() {
  return (
    <Page title="Your Projects">
      <p className="text-stone-700">Every project you have requested, newest first.</p>
    </Page>
  );
}
