import { useMemo, useState } from 'react';
import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import { createTemplateSchema, type TemplateLine } from '@greenscape/shared/schemas/quotations';
import { canCreateTemplate } from '@greenscape/shared/workflow';
import { Form, FormErrorAlert } from '../../../components/form/form';
import {
  FormRowEditor,
  FormRowInput,
  rowInputColumn,
  type FormColumn,
} from '../../../components/form/form-rows';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { DataTable } from '../../../components/ui/data-table';
import { Loading } from '../../../components/ui/loading';
import { templateLineColumns } from '../../../components/ui/price-range';
import { cellNumber } from '../../../components/ui/row-editor';
import { steps, useProjectStep } from '../api/projects';
import { useAdminProject } from '../components/use-admin-project';

type Row = { serviceDesc: string; quantity: string; lowerRange: string; upperRange: string };
const emptyRow: Row = { serviceDesc: '', quantity: '', lowerRange: '', upperRange: '' };
type TemplateRows = Omit<TemplateLine, '_id'>[];

const templateColumns = templateLineColumns<TemplateLine>((line) => line, {
  service: 'Description of Service',
  quantity: 'Quantity',
});

const editorColumns: FormColumn[] = [
  rowInputColumn(
    'Description of Service',
    'serviceDesc',
    (n) => `Description of service, row ${n}`,
  ),
  rowInputColumn('Quantity', 'quantity', (n) => `Quantity, row ${n}`, {
    inputMode: 'numeric',
    headerClassName: 'w-24',
  }),
  {
    header: 'Price Range (₹ per unit)',
    className: 'w-64',
    cell: (row, i) => (
      <div className="flex items-center gap-1">
        <FormRowInput
          name={`${row}.lowerRange`}
          aria-label={`Lower price, row ${i + 1}`}
          inputMode="decimal"
        />
        <span aria-hidden="true">–</span>
        <FormRowInput
          name={`${row}.upperRange`}
          aria-label={`Upper price, row ${i + 1}`}
          inputMode="decimal"
        />
      </div>
    ),
  },
];

/** The rows as typed, checked as the template they make by the shared schema. */
const templateFormSchema = (projectId: string) =>
  z
    .object({ info: z.array(z.custom<Row>()) })
    .transform(({ info }) => ({
      projectId,
      info: info.map((r) => ({
        serviceDesc: r.serviceDesc,
        quantity: cellNumber(r.quantity),
        lowerRange: cellNumber(r.lowerRange),
        upperRange: cellNumber(r.upperRange),
      })),
    }))
    .pipe(createTemplateSchema);

/**
 * The quotation template: rows of service, quantity and per-unit price range
 * (docs/product.md#screens).
 */
export default function QuotationBuilderPage() {
  const { adminId, projectId, template, state } = useAdminProject();
  const schema = useMemo(() => templateFormSchema(projectId), [projectId]);
  const form = useZodForm(schema, { info: [{ ...emptyRow }] });
  // The rows as checked when Create was pressed, kept for the dialog's yes.
  const [confirming, setConfirming] = useState<TemplateRows | null>(null);
  const create = useProjectStep(projectId, steps.createTemplate(adminId, projectId));

  if (template.isPending || !state) {
    return <Loading label="Loading the quotation…" />;
  }
  if (template.data) {
    return (
      <section aria-label="Quotation" className="flex flex-col gap-3">
        {create.isSuccess && <Alert kind="success">{messages.quotationCreated}</Alert>}
        <DataTable
          label="Quotation rows"
          columns={templateColumns}
          rows={template.data.info}
          rowKey={(line) => line._id}
        />
      </section>
    );
  }
  const verdict = canCreateTemplate(state);
  if (!verdict.ok) {
    // Waiting for the customer is no error: say what comes and when.
    return (
      <EmptyState title={verdict.message}>
        The quotation is written for the design the customer chooses; you are notified when they
        pick one.
      </EmptyState>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={form.handleSubmit(({ info }) => setConfirming(info))}
      className="flex flex-col gap-3"
    >
      <FormRowEditor
        name="info"
        label="Quotation rows"
        columns={editorColumns}
        blankRow={() => ({ ...emptyRow })}
        minWidth="md:min-w-[40rem]"
      />
      <FormErrorAlert />
      {create.error && <Alert kind="error">{create.error.message}</Alert>}
      <Button busy={create.isPending} className="self-start">
        Create Quotation
      </Button>
      {confirming && (
        <ConfirmDialog
          question={messages.confirmCreateQuotation}
          confirmLabel="Create"
          onCancel={() => setConfirming(null)}
          onConfirm={() => create.mutate(confirming)}
        />
      )}
    </Form>
  );
}
