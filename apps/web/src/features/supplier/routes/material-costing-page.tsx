import { Page } from '../../../components/ui/page';
export default function MaterialCostingPage() {
  return (
    <Page title="Material Costing">
      <p className="text-stone-700">The materials you supply and their unit prices.</p>
    </Page>
  );
}
