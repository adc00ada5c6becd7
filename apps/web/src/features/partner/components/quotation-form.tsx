import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { formatRupees } from '@greenscape/shared/money';
import {
  quotationSubmissionSchema,
  type TemplateLine,
} from '@greenscape/shared/schemas/quotations';
import { pages } from '@greenscape/shared/pages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { templateLineColumns } from '../../../components/ui/price-range';
import { cellNumber, RowEditor, RowInput } from '../../../components/ui/row-editor';
import type { EditorColumn } from '../../../components/ui/row-editor';
import { useSubmitQuotation } from '../api/partner-api';

const redirectAfterMs = 3000;

type PriceRow = { line: TemplateLine; price: string };
const blankRows = (lines: TemplateLine[]): PriceRow[] => lines.map((line) => ({ line, price: '' }));
const amountOf = ({ line, price }: PriceRow) => {
  const perUnit = cellNumber(price);
  return Number.isFinite(perUnit) ? perUnit * line.quantity : 0;
};

/**
 * The partner prices each row of the template (docs/product.md#validation): amount = price ×
 * quantity and the total
 * update as it types; every check of docs/product.md#validation runs before sending, cells out of
 * range turn red, and
 * after a successful submit the page goes to /service-provider in 3 seconds.
 */
export function QuotationForm({
  projectId,
  lines,
  invite,
}: {
  projectId: string;
  lines: TemplateLine[];
  invite?: string;
}) {
  const navigate = useNavigate();
  const submit = useSubmitQuotation(projectId, invite);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [rows, setRows] = useState<PriceRow[]>(() => blankRows(lines));
  const [error, setError] = useState<string>();
  const [outOfRange, setOutOfRange] = useState<Set<number>>(new Set());

  useEffect(() => {
    if (!submit.isSuccess) {
      return;
    }
    const timer = setTimeout(() => void navigate(pages.partnerHome), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [submit.isSuccess, navigate]);

  const total = rows.reduce((sum, row) => sum + amountOf(row), 0);
  const columns: EditorColumn<PriceRow>[] = [
    ...templateLineColumns<PriceRow>((row) => row.line, {
      service: 'Description of Service',
      quantity: 'Quantity',
    }),
    {
      header: 'Your price (₹ per unit)',
      cell: (row, i, update) => (
        <RowInput
          aria-label={`Price for ${row.line.serviceDesc}`}
          inputMode="decimal"
          value={row.price}
          invalid={outOfRange.has(i)}
          onChange={(e) => update({ price: e.target.value })}
          className="md:w-32"
        />
      ),
    },
    { header: 'Amount', align: 'right', cell: (row) => formatRupees(amountOf(row)) },
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const contact = quotationSubmissionSchema
      .pick({ name: true, phone: true, email: true })
      .safeParse({ name, phone, email });
    if (!contact.success) {
      setError(contact.error.issues[0]?.message);
      return;
    }
    if (rows.some((row) => !Number.isFinite(cellNumber(row.price)))) {
      setError(messages.fillAllFields);
      return;
    }
    const bad = new Set(
      rows.flatMap(({ line, price }, i) =>
        Number(price) < line.lowerRange || Number(price) > line.upperRange ? [i] : [],
      ),
    );
    setOutOfRange(bad);
    if (bad.size > 0) {
      setError(messages.valuesNotInRange);
      return;
    }
    setError(undefined);
    submit.mutate({
      name,
      phone,
      email,
      info: rows.map(({ line, price }) => ({ _id: line._id, spCosting: Number(price) })),
    });
  };

  const reset = () => {
    setName('');
    setPhone('');
    setEmail('');
    setRows(blankRows(lines));
    setOutOfRange(new Set());
    setError(undefined);
    submit.reset();
  };

  if (submit.isSuccess) {
    return <Alert kind="success">{submit.data.message}. Taking you to your projects…</Alert>;
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label="Phone"
          type="tel"
          inputMode="numeric"
          maxLength={14}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <Field
          label="E-mail (optional)"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <RowEditor
        label="Quotation rows to price"
        columns={columns}
        rows={rows}
        setRows={setRows}
        rowKey={(row) => row.line._id}
        footer={{ label: 'Total', value: formatRupees(total), valueLabel: 'Total amount' }}
        minWidth="md:min-w-[40rem]"
      />
      {error && <Alert kind="error">{error}</Alert>}
      {submit.error && <Alert kind="error">{submit.error.message}</Alert>}
      <div className="flex gap-3">
        <Button busy={submit.isPending}>Submit</Button>
        <Button type="button" variant="secondary" onClick={reset}>
          Reset
        </Button>
      </div>
    </form>
  );
}
