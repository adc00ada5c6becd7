import { Link } from 'react-router';
import { formatRupees } from '@greenscape/shared/money';
import { pages } from '@greenscape/shared/pages';
import type { CustomerQuotation } from '@greenscape/shared/schemas/projects';
import { ScrollArea } from '../../../components/ui/scroll-area';

/**
 * The released quotations side by side (issue 7): one column per partner, one row per service
 * line with that partner's price, the totals, and the lowest total marked.
 */
export function QuotationOffers({
  quotations,
  selected,
}: {
  quotations: CustomerQuotation[];
  selected: number | null;
}) {
  const lowest = Math.min(...quotations.map((q) => q.costing.finalCosting));
  const rows =
    quotations[0]?.info.map((line, i) => ({
      serviceDesc: line.serviceDesc,
      quantity: line.quantity,
      index: i,
    })) ?? [];
  return (
    <ScrollArea label="Quotations compared" className="rounded-xl bg-white shadow-sm">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">The quotations compared line by line</caption>
        <thead>
          <tr className="border-b border-stone-200">
            <th scope="col" className="px-3 py-3 text-xs uppercase text-stone-500">
              Service
            </th>
            {quotations.map((q) => (
              <th
                key={q._id}
                scope="col"
                className={`px-3 py-3 align-top ${selected === q.num ? 'bg-brand-light' : ''}`}
              >
                <span className="block text-base font-semibold">Quotation {q.num}</span>
                <Link
                  to={pages.publicProfile(q.partner._id)}
                  className="font-medium text-brand underline"
                >
                  {q.partner.name}
                </Link>
                {selected === q.num && (
                  <span className="block text-xs font-medium text-brand">Your choice</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.index} className="border-t border-stone-100">
              <th scope="row" className="px-3 py-2 font-normal">
                {row.serviceDesc} <span className="text-stone-500">× {row.quantity}</span>
              </th>
              {quotations.map((q) => {
                const line = q.info[row.index];
                return (
                  <td key={q._id} className="px-3 py-2 text-right">
                    {line ? formatRupees(line.amount + line.supplierCosting) : '—'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-stone-200">
            <th scope="row" className="px-3 py-3">
              Total
            </th>
            {quotations.map((q) => {
              const isLowest = q.costing.finalCosting === lowest && quotations.length > 1;
              return (
                <td key={q._id} className="px-3 py-3 text-right" data-testid={`total-${q.num}`}>
                  <span className="text-lg font-bold text-brand-dark">
                    {formatRupees(q.costing.finalCosting)}
                  </span>
                  {isLowest && (
                    <span className="ml-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-stone-900">
                      Lowest
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        </tfoot>
      </table>
    </ScrollArea>
  );
}
