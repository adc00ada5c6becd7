import { Page } from '../../../components/ui/page';
import { MaterialsEditor } from '../components/materials-editor';

export default function UpdateCostingPage() {
  return (
    <Page title="Update Costing">
      <MaterialsEditor submitLabel="Save Changes" />
    </Page>
  );
}
