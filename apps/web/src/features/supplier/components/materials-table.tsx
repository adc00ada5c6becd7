import { formatRupees } from '@greenscape/shared/money';
import { ScrollArea } from '../../../components/ui/scroll-area';

export function MaterialsTable({
  materials,
}: {
  materials: { _id: string; materialName: string; materialPrice: number }[];
}) {
  return (
    <ScrollArea label="Materials" className="rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="bg-stone-100 text-xs uppercase text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Material
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {materials.map((m) => (
            <tr key={m._id} className="border-t border-stone-100">
              <td className="px-3 py-2">{m.materialName}</td>
              <td className="px-3 py-2 text-right">{formatRupees(m.materialPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
