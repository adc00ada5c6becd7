import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@greenscape/shared/money';
import { formatPhone } from '@greenscape/shared/phone';
import type { PriceItem } from '@greenscape/shared/schemas/admin';
import {
  quotationTotals,
  saveQuotationSchema,
  type AdminQuotation,
} from '@greenscape/shared/schemas/quotations';
import { Form, FormErrorAlert } from '../../../components/form/form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cellNumber } from '../../../components/ui/row-editor';
import { steps, useProjectStep } from '../api/projects';
import { CostingLines, type CostingEntry } from './costing-lines';
import { PricingPanel } from './pricing-panel';
import { useAdminProject } from './use-admin-project';

type SavedLine = { _id: string; supplierCosting: number; supplierDetails: string };
/** A line's costing as typed. */
type Costing = { _id: string; supplierCosting: string; supplierDetails: string };

/** The costing as typed, checked as the body it makes by the shared schema. */
const costingFormSchema = z
  .object({ info: z.array(z.custom<Costing>()) })
  .transform(({ info }) => ({
    info: info.map((c) => ({ ...c, supplierCosting: cellNumber(c.supplierCosting) })),
  }))
  .pipe(saveQuotationSchema);

/** The final costing of the lines as typed (an unreadable price counts as none). */
function totalOf(entries: CostingEntry[]): number {
  const totals = quotationTotals(
    entries.map(({ line, supplierCosting }) => ({
      spCosting: rupeesToPaise(line.spCosting),
      quantity: line.quantity,
      supplierCosting: Number.isFinite(Number(supplierCosting))
        ? rupeesToPaise(Number(supplierCosting))
        : 0,
    })),
  );
  return paiseToRupees(totals.finalCosting);
}

/**
 * Supplier costing and supplier per line; the calculator shows the server's total
 * (docs/product.md#quotations). Saving makes the quotation final, so it asks first.
 */
export function QuotationCosting({ quotation }: { quotation: AdminQuotation }) {
  const { adminId, projectId } = useAdminProject();
  const save = useProjectStep(projectId, steps.saveQuotation(adminId, quotation._id));
  const initial = useMemo(
    () =>
      quotation.info.map((line) => ({
        _id: line._id,
        supplierCosting: line.supplierCosting?.toString() ?? '',
        supplierDetails: line.supplierDetails ?? '',
      })),
    [quotation.info],
  );
  const form = useZodForm(costingFormSchema, { info: initial });
  const typed = useWatch({ control: form.control, name: 'info' });
  const entries: CostingEntry[] = quotation.info.map((line, i) => ({
    line,
    supplierCosting: typed[i]?.supplierCosting ?? '',
    supplierDetails: typed[i]?.supplierDetails ?? '',
  }));
  const [total, setTotal] = useState<number | null>(null);
  const [pricingFor, setPricingFor] = useState<number | null>(null);
  // The lines as checked when Save was pressed, kept for the dialog's yes.
  const [asking, setAsking] = useState<{ info: SavedLine[] } | null>(null);
  const readOnly = quotation.finalized;

  // The lines' inputs are CostingLines' own: their changes reach the form as the kit's inputs'
  // would, checked again once a save was refused.
  const update = (index: number, patch: Partial<Omit<CostingEntry, 'line'>>) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (patch.supplierCosting !== undefined) {
      form.setValue(`info.${index}.supplierCosting`, patch.supplierCosting, options);
    }
    if (patch.supplierDetails !== undefined) {
      form.setValue(`info.${index}.supplierDetails`, patch.supplierDetails, options);
    }
  };
  const onUse = (item: PriceItem) => {
    if (pricingFor === null) {
      return;
    }
    const line = quotation.info[pricingFor]!;
    update(pricingFor, {
      supplierCosting: String(item.price * line.quantity),
      supplierDetails: `${item.name ?? 'Supplier'}, ${item.phone ? formatPhone(item.phone) : ''}`,
    });
    setPricingFor(null);
  };

  return (
    <Form
      form={form}
      onSubmit={form.handleSubmit((checked) => setAsking(checked))}
      className="flex flex-col gap-4"
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm text-stone-500">Partner</dt>
        <dd>{quotation.partner.name ?? quotation.name}</dd>
        <dt className="text-sm text-stone-500">Phone</dt>
        <dd>{formatPhone(quotation.partner.phone ?? quotation.phone)}</dd>
        <dt className="text-sm text-stone-500">E-mail</dt>
        <dd className="break-all">{quotation.partner.email ?? quotation.email ?? '—'}</dd>
      </dl>
      <CostingLines
        entries={entries}
        readOnly={readOnly}
        update={update}
        findPrice={setPricingFor}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() => setTotal(totalOf(entries))}
          aria-label="Calculate the total"
        >
          Calculate
        </Button>
        {readOnly && quotation.costing.finalCosting !== null && (
          <p className="text-lg font-semibold">
            Final costing: {formatRupees(quotation.costing.finalCosting)}
          </p>
        )}
        {!readOnly && total !== null && (
          <p role="status" className="text-lg font-semibold">
            Total: {formatRupees(total)}
          </p>
        )}
      </div>
      <FormErrorAlert text={messages.allFieldsRequired} />
      {save.error && <Alert kind="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert kind="success">{messages.quotationUpdated}</Alert>}
      {!readOnly && (
        <Button busy={save.isPending} className="self-start">
          Save Quotation
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          question={`Save quotation ${quotation.num} as final?`}
          confirmLabel="Save as final"
          onCancel={() => setAsking(null)}
          onConfirm={() => save.mutate(asking.info)}
        >
          <p>Final costing: {formatRupees(totalOf(entries))}.</p>
          <p>
            You cannot change its supplier costing afterwards; the customer sees it once you release
            the quotations.
          </p>
        </ConfirmDialog>
      )}
      {pricingFor !== null && (
        <PricingPanel
          initial={quotation.info[pricingFor]!.serviceDesc.split(' ')[0]}
          onUse={onUse}
          onClose={() => setPricingFor(null)}
        />
      )}
    </Form>
  );
}
