import { useState } from 'react';
import { messages } from '@greenscape/shared/messages';
import { createTemplateSchema, type TemplateLine } from '@greenscape/shared/schemas/quotations';
import { canCreateTemplate } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { DataTable } from '../../../components/ui/data-table';
import { Loading } from '../../../components/ui/loading';
import { templateLineColumns } from '../../../components/ui/price-range';
import { cellNumber, inputColumn, RowEditor, RowInput } from '../../../components/ui/row-editor';
import type { EditorColumn } from '../../../components/ui/row-editor';
import { steps, useProjectStep } from '../api/projects';
import { useAdminProject } from '../components/use-admin-project';

type Row = { serviceDesc: string; quantity: string; lowerRange: string; upperRange: string };
const emptyRow: Row = { serviceDesc: '', quantity: '', lowerRange: '', upperRange: '' };

const templateColumns = templateLineColumns<TemplateLine>((line) => line, {
  service: 'Description of Service',
  quantity: 'Quantity',
});

const editorColumns: EditorColumn<Row>[] = [
  inputColumn<Row>(
    'Description of Service',
    'serviceDesc',
    (n) => `Description of service, row ${n}`,
  ),
  inputColumn<Row>('Quantity', 'quantity', (n) => `Quantity, row ${n}`, {
    inputMode: 'numeric',
    headerClassName: 'w-24',
  }),
  {
    header: 'Price Range (₹ per unit)',
    className: 'w-64',
    cell: (row, i, update) => (
      <div className="flex items-center gap-1">
        <RowInput
          aria-label={`Lower price, row ${i + 1}`}
          inputMode="decimal"
          value={row.lowerRange}
          onChange={(e) => update({ lowerRange: e.target.value })}
        />
        <span aria-hidden="true">–</span>
        <RowInput
          aria-label={`Upper price, row ${i + 1}`}
          inputMode="decimal"
          value={row.upperRange}
          onChange={(e) => update({ upperRange: e.target.value })}
        />
      </div>
    ),
  },
];

/**
 * The quotation template: rows of service, quantity and per-unit price range
 * (docs/product.md#screens).
 */
export default function QuotationBuilderPage() {
  const { adminId, projectId, template, state } = useAdminProject();
  const [rows, setRows] = useState<Row[]>([{ ...emptyRow }]);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
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

  const parsed = () =>
    createTemplateSchema.safeParse({
      projectId,
      info: rows.map((r) => ({
        serviceDesc: r.serviceDesc,
        quantity: cellNumber(r.quantity),
        lowerRange: cellNumber(r.lowerRange),
        upperRange: cellNumber(r.upperRange),
      })),
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = parsed();
        if (!result.success) {
          setError(result.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        setConfirming(true);
      }}
      className="flex flex-col gap-3"
    >
      <RowEditor
        label="Quotation rows"
        columns={editorColumns}
        rows={rows}
        setRows={setRows}
        blankRow={() => ({ ...emptyRow })}
        minWidth="md:min-w-[40rem]"
      />
      {error && <Alert kind="error">{error}</Alert>}
      {create.error && <Alert kind="error">{create.error.message}</Alert>}
      <Button busy={create.isPending} className="self-start">
        Create Quotation
      </Button>
      {confirming && (
        <ConfirmDialog
          question={messages.confirmCreateQuotation}
          confirmLabel="Create"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            const result = parsed();
            if (result.success) {
              create.mutate(result.data.info);
            }
          }}
        />
      )}
    </form>
  );
}
