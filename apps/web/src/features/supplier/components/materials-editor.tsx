import { useState, type FormEvent } from 'react';
import { messages } from '@greenscape/shared/messages';
import { materialInfoSchema } from '@greenscape/shared/schemas/workspaces';
import { Alert } from '../../../components/ui/alert';
import { SubmitRow } from '../../../components/form/form';
import { cellNumber, inputColumn, RowEditor } from '../../../components/ui/row-editor';
import type { EditorColumn } from '../../../components/ui/row-editor';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { useSaveMaterials } from '../api/save-materials';

type Row = { materialName: string; materialPrice: string };

/** Rows of material name and unit price in rupees; add and remove rows, then save them all. */
export function MaterialsEditor({
  submitLabel,
  onSaved,
}: {
  submitLabel: string;
  onSaved?: () => void;
}) {
  const t = useT();
  const columns: EditorColumn<Row>[] = [
    inputColumn<Row>(t('supplier.materials.material'), 'materialName', (n) =>
      t('supplier.materials.nameOfRow', { number: n }),
    ),
    inputColumn<Row>(
      t('supplier.materials.priceInRupees'),
      'materialPrice',
      (n) => t('supplier.materials.priceOfRow', { number: n }),
      { inputMode: 'decimal', headerClassName: 'w-40' },
    ),
  ];
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = materialInfoSchema.safeParse(
      rows.map((r) => ({
        materialName: r.materialName,
        materialPrice: cellNumber(r.materialPrice),
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
      <RowEditor
        label={t('supplier.materials.rows')}
        columns={columns}
        rows={rows}
        setRows={setRows}
        blankRow={() => ({ materialName: '', materialPrice: '' })}
        minWidth="md:min-w-[32rem]"
      />
      {error && <Alert kind="error">{error}</Alert>}
      {save.isSuccess && <Alert kind="success">{messages.updated}</Alert>}
      <SubmitRow failure={save.error} busy={save.isPending} className="self-start">
        {submitLabel}
      </SubmitRow>
    </form>
  );
}
