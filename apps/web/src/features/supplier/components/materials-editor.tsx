import { useState, type FormEvent } from 'react';
import { messages } from '@greenscape/shared/messages';
import { materialInfoSchema } from '@greenscape/shared/schemas/workspaces';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAccount } from '../../../lib/session';
import { useSaveMaterials } from '../api/save-materials';
import { ScrollArea } from '../../../components/ui/scroll-area';

type Row = { materialName: string; materialPrice: string };
const cell = 'w-full rounded border border-stone-300 px-2 py-1';

/** Rows of material name and unit price in rupees; add and remove rows, then save them all. */
export function MaterialsEditor({
  submitLabel,
  onSaved,
}: {
  submitLabel: string;
  onSaved?: () => void;
}) {
  const supplier = useAccount('supplier');
  const save = useSaveMaterials(supplier._id);
  const [rows, setRows] = useState<Row[]>(() =>
    supplier.materialInfo.length
      ? supplier.materialInfo.map((m) => ({
          materialName: m.materialName,
          materialPrice: String(m.materialPrice),
        }))
      : [{ materialName: '', materialPrice: '' }],
  );
  const [error, setError] = useState<string>();
  const set = (i: number, patch: Partial<Row>) =>
    setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = materialInfoSchema.safeParse(
      rows.map((r) => ({
        materialName: r.materialName,
        materialPrice: r.materialPrice.trim() === '' ? Number.NaN : Number(r.materialPrice),
      })),
    );
    if (!parsed.success) {
      setError(messages.fillAllFields);
      return;
    }
    setError(undefined);
    if (await save.mutateAsync(parsed.data).catch(() => undefined)) {
      onSaved?.();
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <ScrollArea label="Material rows" className="rounded-xl bg-white p-3 shadow-sm">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="text-xs uppercase text-stone-600">
            <tr>
              <th scope="col" className="px-2 py-2">
                Material
              </th>
              <th scope="col" className="w-40 px-2 py-2">
                Price (₹)
              </th>
              <th scope="col" className="w-20 px-2 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <td className="px-2 py-1">
                  <input
                    aria-label={`Material name, row ${i + 1}`}
                    className={cell}
                    value={row.materialName}
                    onChange={(e) => set(i, { materialName: e.target.value })}
                  />
                </td>
                <td className="px-2 py-1">
                  <input
                    aria-label={`Price, row ${i + 1}`}
                    inputMode="decimal"
                    className={cell}
                    value={row.materialPrice}
                    onChange={(e) => set(i, { materialPrice: e.target.value })}
                  />
                </td>
                <td className="px-2 py-1">
                  <button
                    type="button"
                    disabled={rows.length === 1}
                    onClick={() => setRows((r) => r.filter((_, j) => j !== i))}
                    className="text-sm text-red-700 underline disabled:opacity-40"
                    aria-label={`Remove row ${i + 1}`}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() => setRows((r) => [...r, { materialName: '', materialPrice: '' }])}
      >
        Add row
      </Button>
      {error && <Alert kind="error">{error}</Alert>}
      {save.error && <Alert kind="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert kind="success">{messages.updated}</Alert>}
      <Button busy={save.isPending} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
