import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import { materialInfoSchema } from '@greenscape/shared/schemas/workspaces';
import { Form, FormErrorAlert, SubmitRow } from '../../../components/form/form';
import { FormRowEditor, rowInputColumn } from '../../../components/form/form-rows';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { cellNumber } from '../../../components/ui/row-editor';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { useSaveMaterials } from '../api/save-materials';

type Row = { materialName: string; materialPrice: string };

/** The rows as typed, checked as the list they make by the shared schema. */
const materialsFormSchema = z
  .object({ materialInfo: z.array(z.custom<Row>()) })
  .transform(({ materialInfo }) => ({
    materialInfo: materialInfo.map((r) => ({
      materialName: r.materialName,
      materialPrice: cellNumber(r.materialPrice),
    })),
  }))
  .pipe(z.object({ materialInfo: materialInfoSchema }));

/** Rows of material name and unit price in rupees; add and remove rows, then save them all. */
export function MaterialsEditor({
  submitLabel,
  onSaved,
}: {
  submitLabel: string;
  onSaved?: () => void;
}) {
  const t = useT();
  const columns = [
    rowInputColumn(t('supplier.materials.material'), 'materialName', (n) =>
      t('supplier.materials.nameOfRow', { number: n }),
    ),
    rowInputColumn(
      t('supplier.materials.priceInRupees'),
      'materialPrice',
      (n) => t('supplier.materials.priceOfRow', { number: n }),
      { inputMode: 'decimal', headerClassName: 'w-40' },
    ),
  ];
  const supplier = useAccount('supplier');
  const save = useSaveMaterials(supplier._id);
  const form = useZodForm(materialsFormSchema, {
    materialInfo: supplier.materialInfo.length
      ? supplier.materialInfo.map((m) => ({
          materialName: m.materialName,
          materialPrice: String(m.materialPrice),
        }))
      : [{ materialName: '', materialPrice: '' }],
  });

  const onSubmit = form.handleSubmit(async ({ materialInfo }) => {
    if (await save.mutateAsync(materialInfo).catch(() => undefined)) {
      onSaved?.();
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-3">
      <FormRowEditor
        name="materialInfo"
        label={t('supplier.materials.rows')}
        columns={columns}
        blankRow={() => ({ materialName: '', materialPrice: '' })}
        minWidth="md:min-w-[32rem]"
      />
      <FormErrorAlert text={messages.fillAllFields} />
      {save.isSuccess && <Alert kind="success">{messages.updated}</Alert>}
      <SubmitRow failure={save.error} busy={save.isPending} className="self-start">
        {submitLabel}
      </SubmitRow>
    </Form>
  );
}
