import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@greenscape/shared/messages';
import { formatRupees } from '@greenscape/shared/money';
import {
  quotationSubmissionSchema,
  type TemplateLine,
} from '@greenscape/shared/schemas/quotations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useSubmitQuotation } from '../api/partner-api';
import { ScrollArea } from '../../../components/ui/scroll-area';

const redirectAfterMs = 3000;

/**
 * The partner prices each row of the template (SPEC §5): amount = price × quantity and the total
 * update as it types; every check of SPEC runs before sending, cells out of range turn red, and
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
  const [prices, setPrices] = useState<string[]>(() => lines.map(() => ''));
  const [error, setError] = useState<string>();
  const [outOfRange, setOutOfRange] = useState<Set<number>>(new Set());

  useEffect(() => {
    if (!submit.isSuccess) {
      return;
    }
    const timer = setTimeout(() => void navigate('/service-provider'), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [submit.isSuccess, navigate]);

  const amounts = lines.map((line, i) => {
    const price = Number(prices[i]);
    return prices[i]!.trim() !== '' && Number.isFinite(price) ? price * line.quantity : 0;
  });
  const total = amounts.reduce((a, b) => a + b, 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const contact = quotationSubmissionSchema
      .pick({ name: true, phone: true, email: true })
      .safeParse({ name, phone, email });
    if (!contact.success) {
      setError(contact.error.issues[0]?.message);
      return;
    }
    if (prices.some((p) => p.trim() === '' || !Number.isFinite(Number(p)))) {
      setError(messages.fillAllFields);
      return;
    }
    const bad = new Set(
      lines.flatMap((line, i) =>
        Number(prices[i]) < line.lowerRange || Number(prices[i]) > line.upperRange ? [i] : [],
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
      info: lines.map((line, i) => ({ _id: line._id, spCosting: Number(prices[i]) })),
    });
  };

  const reset = () => {
    setName('');
    setPhone('');
    setEmail('');
    setPrices(lines.map(() => ''));
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
      <ScrollArea label="Quotation rows to price" className="rounded-xl bg-white p-3 shadow-sm">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="text-xs uppercase text-stone-600">
            <tr>
              <th scope="col" className="px-2 py-2">
                Description of Service
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Quantity
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Price Range
              </th>
              <th scope="col" className="px-2 py-2">
                Your price (₹ per unit)
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={line._id} className="border-t border-stone-100">
                <td className="px-2 py-2">{line.serviceDesc}</td>
                <td className="px-2 py-2 text-right">{line.quantity}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap">
                  {formatRupees(line.lowerRange)} – {formatRupees(line.upperRange)}
                </td>
                <td className="px-2 py-2">
                  <input
                    aria-label={`Price for ${line.serviceDesc}`}
                    inputMode="decimal"
                    value={prices[i]}
                    aria-invalid={outOfRange.has(i) || undefined}
                    onChange={(e) =>
                      setPrices((p) => p.map((v, j) => (j === i ? e.target.value : v)))
                    }
                    className={`w-32 rounded border px-2 py-1 ${outOfRange.has(i) ? 'border-2 border-[#dc2626]' : 'border-stone-300'}`}
                  />
                </td>
                <td className="px-2 py-2 text-right">{formatRupees(amounts[i]!)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-stone-200 font-semibold">
              <td colSpan={4} className="px-2 py-2 text-right">
                Total
              </td>
              <td className="px-2 py-2 text-right" aria-label="Total amount">
                {formatRupees(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollArea>
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
