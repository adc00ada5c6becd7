import { Link } from 'react-router';
import { formatRupees } from '@greenscape/shared/money';
import type { CustomerQuotation } from '@greenscape/shared/schemas/projects';

/** The released quotations side by side: partner, final amount and the service lines. */
export function QuotationOffers({
  quotations,
  selected,
}: {
  quotations: CustomerQuotation[];
  selected: number | null;
}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {quotations.map((q) => (
        <li
          key={q._id}
          aria-label={`Quotation ${q.num}`}
          className={`flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ${selected === q.num ? 'ring-4 ring-brand' : ''}`}
        >
          <h3 className="text-lg font-semibold">Quotation {q.num}</h3>
          <p className="text-sm">
            Service partner:{' '}
            <Link
              to={`/service-provider/${q.partner._id}`}
              className="font-medium text-brand underline"
            >
              {q.partner.name}
            </Link>
          </p>
          <p className="text-2xl font-bold text-brand-dark">
            {formatRupees(q.costing.finalCosting)}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Service lines of quotation {q.num}</caption>
              <thead className="text-xs text-stone-500">
                <tr>
                  <th scope="col" className="py-1 pr-2">
                    Service
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    Qty
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.info.map((line, index) => (
                  <tr key={index} className="border-t border-stone-100">
                    <td className="py-1 pr-2">{line.serviceDesc}</td>
                    <td className="py-1 pr-2 text-right">{line.quantity}</td>
                    <td className="py-1 text-right">
                      {formatRupees(line.amount + line.supplierCosting)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {selected === q.num && <p className="text-sm font-medium text-brand">Your choice</p>}
        </li>
      ))}
    </ul>
  );
}
