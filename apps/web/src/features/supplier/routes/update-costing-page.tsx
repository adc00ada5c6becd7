import { Page } from '../../../components/ui/page';
import { useT } from '../../../i18n/use-t';
import { MaterialsEditor } from '../components/materials-editor';

export default function UpdateCostingPage() {
  const t = useT();
  return (
    <Page title={t('supplier.updateCosting.title')}>
      <MaterialsEditor submitLabel={t('common.action.saveChanges')} />
    </Page>
  );
}
