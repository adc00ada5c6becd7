import { formatRupees } from '@greenscape/shared/money';
import { DataTable } from '../../../components/ui/data-table';

type Material = { _id: string; materialName: string; materialPrice: number };

export function MaterialsTable({ materials }: { materials: Material[] }) {
  return (
    <DataTable
      label="Materials"
      columns={[
        { header: 'Material', cell: (m: Material) => m.materialName },
        { header: 'Price', align: 'right', cell: (m: Material) => formatRupees(m.materialPrice) },
      ]}
      rows={materials}
      rowKey={(m) => m._id}
    />
  );
}
