import { useState } from 'react';
import { useLocation } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { formatRupees, rupeesToPaise, paiseToRupees } from '@greenscape/shared/money';
import { formatPhone } from '@greenscape/shared/phone';
import type { PriceItem } from '@greenscape/shared/schemas/admin';
import {
  quotationTotals,
  saveQuotationSchema,
  type AdminQuotation,
} from '@greenscape/shared/schemas/quotations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { templateLineColumns } from '../../../components/ui/price-range';
import { cellNumber, RowEditor, RowInput } from '../../../components/ui/row-editor';
import type { EditorColumn } from '../../../components/ui/row-editor';
import { steps, useProjectStep } from '../api/projects';
import { PricingPanel } from '../components/pricing-panel';
import { useAdminProject } from '../components/use-admin-project';

// Quotation 1 to 3 live at quotation/first, /second and /third (docs/product.md#screens).
const ordinals: Record<string, number> = { first: 1, second: 2, third: 3 };

export default function PartnerQuotationPage() {
  const num = ordinals[useLocation().pathname.split('/').pop() ?? ''] ?? 0;
  const { project, quotations } = useAdminProject();
  const quotation = quotations.data?.find((q) => q.num === num);
  // Before any bid the quotations are never asked for (nothing to ask): that is an answer too.
  const noneYet = project.data?.allocatedQuotations.length === 0;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-semibold">
        Quotation {num}
      </h1>
      {quotations.isPending && !noneYet && <Loading label="Loading the quotation…" />}
      {(quotations.isSuccess || noneYet) && !quotation && (
        <Alert kind="error">This quotation has not been received.</Alert>
      )}
      {quotation && <QuotationCosting key={quotation._id} quotation={quotation} />}
    </section>
  );
}

type Entry = {
  line: AdminQuotation['info'][number];
  supplierCosting: string;
  supplierDetails: string;
};

const lineColumns: EditorColumn<Entry>[] = [
  ...templateLineColumns<Entry>((entry) => entry.line, { service: 'Service', quantity: 'Qty' }),
  { header: 'S.P Costing', align: 'right', cell: ({ line }) => formatRupees(line.spCosting) },
  { header: 'Amount', align: 'right', cell: ({ line }) => formatRupees(line.amount) },
];

/**
 * Supplier costing and supplier per line; the calculator shows the server's total
 * (docs/product.md#quotations).
 */
function QuotationCosting({ quotation }: { quotation: AdminQuotation }) {
  const { adminId, projectId } = useAdminProject();
  const save = useProjectStep(projectId, steps.saveQuotation(adminId, quotation._id));
  const [entries, setEntries] = useState<Entry[]>(() =>
    quotation.info.map((line) => ({
      line,
      supplierCosting: line.supplierCosting?.toString() ?? '',
      supplierDetails: line.supplierDetails ?? '',
    })),
  );
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [pricingFor, setPricingFor] = useState<number | null>(null);
  const readOnly = quotation.finalized;

  const set = (i: number, patch: Partial<Entry>) =>
    setEntries((c) => c.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const columns: EditorColumn<Entry>[] = [
    ...lineColumns,
    {
      header: 'Supplier Costing (₹)',
      cell: (entry, i, update) => (
        <RowInput
          aria-label={`Supplier costing, line ${i + 1}`}
          inputMode="decimal"
          readOnly={readOnly}
          value={entry.supplierCosting}
          onChange={(e) => update({ supplierCosting: e.target.value })}
          className="md:w-28"
        />
      ),
    },
    {
      header: 'Supplier',
      cell: (entry, i, update) => (
        <>
          <RowInput
            aria-label={`Supplier, line ${i + 1}`}
            readOnly={readOnly}
            value={entry.supplierDetails}
            onChange={(e) => update({ supplierDetails: e.target.value })}
            className="md:w-56"
          />
          {!readOnly && (
            <button
              type="button"
              onClick={() => setPricingFor(i)}
              className="mt-1 block text-xs text-brand underline"
            >
              Find in price list
            </button>
          )}
        </>
      ),
    },
  ];
  const payload = () =>
    entries.map(({ line, supplierCosting, supplierDetails }) => ({
      _id: line._id,
      supplierCosting: cellNumber(supplierCosting),
      supplierDetails,
    }));
  const calculate = () => {
    const totals = quotationTotals(
      entries.map(({ line, supplierCosting }) => ({
        spCosting: rupeesToPaise(line.spCosting),
        quantity: line.quantity,
        supplierCosting: Number.isFinite(Number(supplierCosting))
          ? rupeesToPaise(Number(supplierCosting))
          : 0,
      })),
    );
    setTotal(paiseToRupees(totals.finalCosting));
  };
  const onUse = (item: PriceItem) => {
    if (pricingFor === null) {
      return;
    }
    const line = quotation.info[pricingFor]!;
    set(pricingFor, {
      supplierCosting: String(item.price * line.quantity),
      supplierDetails: `${item.name ?? 'Supplier'}, ${item.phone ? formatPhone(item.phone) : ''}`,
    });
    setPricingFor(null);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = saveQuotationSchema.safeParse({ info: payload() });
        if (!parsed.success) {
          setError(messages.allFieldsRequired);
          return;
        }
        setError(undefined);
        save.mutate(parsed.data.info);
      }}
      className="flex flex-col gap-4"
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm text-stone-500">Partner</dt>
        <dd>{quotation.partner.name ?? quotation.name}</dd>
        <dt className="text-sm text-stone-500">Phone</dt>
        <dd>{formatPhone(quotation.partner.phone ?? quotation.phone)}</dd>
        <dt className="text-sm text-stone-500">E-mail</dt>
        <dd>{quotation.partner.email ?? quotation.email ?? '—'}</dd>
      </dl>
      <RowEditor
        label="Quotation lines"
        columns={columns}
        rows={entries}
        setRows={setEntries}
        rowKey={(entry) => entry.line._id}
        minWidth="md:min-w-[56rem]"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={calculate}
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
      {error && <Alert kind="error">{error}</Alert>}
      {save.error && <Alert kind="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert kind="success">{messages.quotationUpdated}</Alert>}
      {!readOnly && (
        <Button busy={save.isPending} className="self-start">
          Save Quotation
        </Button>
      )}
      {pricingFor !== null && (
        <PricingPanel
          initial={quotation.info[pricingFor]!.serviceDesc.split(' ')[0]}
          onUse={onUse}
          onClose={() => setPricingFor(null)}
        />
      )}
    </form>
  );
}
