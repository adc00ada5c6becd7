import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { Page } from '../../../components/ui/page';
import { useAccount } from '../../../lib/session';
import { MaterialsEditor } from '../components/materials-editor';
import { MaterialsTable } from '../components/materials-table';

/**
 * First entry of materials; read-only once there are some, edited on Update Costing
 * (docs/product.md#accounts).
 */
export default function MaterialCostingPage() {
  const supplier = useAccount('supplier');
  return (
    <Page title="Material Costing">
      {supplier.materialInfo.length > 0 ? (
        <>
          <MaterialsTable materials={supplier.materialInfo} />
          <Link to={pages.supplierUpdateCosting} className="self-start text-brand underline">
            Change them on Update Costing
          </Link>
        </>
      ) : (
        <MaterialsEditor submitLabel="Save" />
      )}
    </Page>
  );
}
