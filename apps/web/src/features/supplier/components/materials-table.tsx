import { formatRupees } from '@greenscape/shared/money';
import { DataTable } from '../../../components/ui/data-table';
import { useT } from '../../../i18n/use-t';

type Material = { _id: string; materialName: string; materialPrice: number };

export function MaterialsTable({ materials }: { materials: Material[] }) {
  const t = useT();
  return (
    <DataTable
      label={t('supplier.materials.label')}
      columns={[
        { header: t('supplier.materials.material'), cell: (m: Material) => m.materialName },
        {
          header: t('supplier.materials.price'),
          align: 'right',
          cell: (m: Material) => formatRupees(m.materialPrice),
        },
      ]}
      rows={materials}
      rowKey={(m) => m._id}
    />
  );
}
