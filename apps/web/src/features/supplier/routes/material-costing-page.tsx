import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { MaterialsEditor } from '../components/materials-editor';
import { MaterialsTable } from '../components/materials-table';

/**
 * First entry of materials; read-only once there are some, edited on Update Costing
 * (docs/product.md#accounts).
 */
export default function MaterialCostingPage() {
  const t = useT();
  const supplier = useAccount('supplier');
  return (
    <Page title={t('supplier.costing.title')}>
      {supplier.materialInfo.length > 0 ? (
        <>
          <MaterialsTable materials={supplier.materialInfo} />
          <Link to={pages.supplierUpdateCosting} className="self-start text-brand underline">
            {t('supplier.costing.changeLink')}
          </Link>
        </>
      ) : (
        <MaterialsEditor submitLabel={t('supplier.costing.save')} />
      )}
    </Page>
  );
}
