import { useState } from 'react';
import { messages } from '@greenscape/shared/messages';
import { formatRupees } from '@greenscape/shared/money';
import { createTemplateSchema } from '@greenscape/shared/schemas/quotations';
import { canCreateTemplate } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/loading';
import { steps, useProjectStep } from '../api/projects';
import { useAdminProject } from '../components/use-admin-project';
import { ScrollArea } from '../../../components/ui/scroll-area';

type Row = { serviceDesc: string; quantity: string; lowerRange: string; upperRange: string };
const emptyRow: Row = { serviceDesc: '', quantity: '', lowerRange: '', upperRange: '' };
const cell = 'w-full rounded border border-stone-300 px-2 py-1';

/** The quotation template: rows of service, quantity and per-unit price range (SPEC §2). */
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
        <ScrollArea label="Quotation rows" className="rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-100 text-xs uppercase text-stone-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Description of Service
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Quantity
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Price Range
                </th>
              </tr>
            </thead>
            <tbody>
              {template.data.info.map((line) => (
                <tr key={line._id} className="border-t border-stone-100">
                  <td className="px-3 py-2">{line.serviceDesc}</td>
                  <td className="px-3 py-2 text-right">{line.quantity}</td>
                  <td className="px-3 py-2 text-right">
                    {formatRupees(line.lowerRange)} – {formatRupees(line.upperRange)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </section>
    );
  }
  if (!canCreateTemplate(state)) {
    return <Alert kind="error">{messages.designNotPickedYet}</Alert>;
  }

  const set = (index: number, key: keyof Row, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
  const parsed = () =>
    createTemplateSchema.safeParse({
      projectId,
      info: rows.map((r) => ({
        serviceDesc: r.serviceDesc,
        quantity: toNumber(r.quantity),
        lowerRange: toNumber(r.lowerRange),
        upperRange: toNumber(r.upperRange),
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
      <ScrollArea label="Quotation rows" className="rounded-xl bg-white p-3 shadow-sm">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="text-xs uppercase text-stone-600">
            <tr>
              <th scope="col" className="px-2 py-2">
                Description of Service
              </th>
              <th scope="col" className="w-24 px-2 py-2">
                Quantity
              </th>
              <th scope="col" className="w-64 px-2 py-2">
                Price Range (₹ per unit)
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
                    aria-label={`Description of service, row ${i + 1}`}
                    className={cell}
                    value={row.serviceDesc}
                    onChange={(e) => set(i, 'serviceDesc', e.target.value)}
                  />
                </td>
                <td className="px-2 py-1">
                  <input
                    aria-label={`Quantity, row ${i + 1}`}
                    inputMode="numeric"
                    className={cell}
                    value={row.quantity}
                    onChange={(e) => set(i, 'quantity', e.target.value)}
                  />
                </td>
                <td className="flex items-center gap-1 px-2 py-1">
                  <input
                    aria-label={`Lower price, row ${i + 1}`}
                    inputMode="decimal"
                    className={cell}
                    value={row.lowerRange}
                    onChange={(e) => set(i, 'lowerRange', e.target.value)}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    aria-label={`Upper price, row ${i + 1}`}
                    inputMode="decimal"
                    className={cell}
                    value={row.upperRange}
                    onChange={(e) => set(i, 'upperRange', e.target.value)}
                  />
                </td>
                <td className="px-2 py-1">
                  <button
                    type="button"
                    disabled={rows.length === 1}
                    onClick={() => setRows((current) => current.filter((_, j) => j !== i))}
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
        onClick={() => setRows((current) => [...current, { ...emptyRow }])}
      >
        Add row
      </Button>
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
