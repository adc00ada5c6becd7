import { Page } from '../../../components/ui/page';
export default function NewProjectPage() {
  return (
    <Page title="New Project">
      <p className="text-stone-700">
        Describe your garden: the service, the area, your budget and a few photos.
      </p>
    </Page>
  );
}
