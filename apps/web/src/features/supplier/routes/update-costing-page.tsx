import { Page } from '../../../components/ui/page';
export default function UpdateCostingPage() {
  return (
    <Page title="Update Costing">
      <p className="text-stone-700">Edit, add or remove material rows.</p>
    </Page>
  );
}
