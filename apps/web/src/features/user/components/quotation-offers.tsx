import { useId } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@greenscape/shared/money';
import { pages } from '@greenscape/shared/pages';
import type { CustomerQuotation, PartnerRating } from '@greenscape/shared/schemas/projects';
import { Button } from '../../../components/ui/button';
import { ScrollArea } from '../../../components/ui/scroll-area';

type OffersProps = {
  quotations: CustomerQuotation[];
  selected: number | null;
  /** The rule of packages/shared/src/workflow.ts on the project's state, per quotation. */
  canChoose?: (num: number) => boolean;
  busy?: boolean;
  onChoose?: (num: number) => void;
};

/** The lowest total gets the badge when there is something to compare it with. */
export function lowestTotal(quotations: CustomerQuotation[]): number | null {
  return quotations.length > 1 ? Math.min(...quotations.map((q) => q.costing.finalCosting)) : null;
}

const lineTotal = (line: CustomerQuotation['info'][number]) => line.amount + line.supplierCosting;

/**
 * The released quotations (issues 7 and 18.3): below 768 px one card per quotation, stacked, the
 * chosen one first; from 768 px one table with a column per partner and a row per service line, so
 * the lines compare side by side. Both show the partner, its rating, the total, the 'Lowest' badge
 * on the lowest total, the chosen quotation, and a 'Choose this quotation' button per quotation
 * while the customer may choose.
 */
export function QuotationOffers(props: OffersProps) {
  const count = props.quotations.length;
  return (
    <>
      <p className="text-sm text-stone-700">
        {count === 1
          ? 'One quotation from our service partners.'
          : `${count} quotations from our service partners; the lowest total is marked.`}
      </p>
      <OfferCards {...props} />
      <OfferTable {...props} />
    </>
  );
}

function RatingText({ rating }: { rating: PartnerRating | undefined }) {
  if (!rating) {
    return null;
  }
  if (rating.average === null) {
    return <span className="text-sm text-stone-600">No ratings yet</span>;
  }
  return (
    <span className="text-sm text-stone-700">
      <span aria-hidden="true" className="text-amber-500">
        ★{' '}
      </span>
      <span className="sr-only">Rated </span>
      {rating.average.toFixed(1)}
      <span className="sr-only"> out of 5</span> ({rating.count}{' '}
      {rating.count === 1 ? 'rating' : 'ratings'})
    </span>
  );
}

function LowestBadge() {
  return (
    <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-stone-900">
      Lowest
    </span>
  );
}

function ChosenBadge() {
  return (
    <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
      Your choice
    </span>
  );
}

function ChooseButton({
  num,
  busy,
  onChoose,
  className = '',
}: {
  num: number;
  busy: boolean;
  onChoose: (num: number) => void;
  className?: string;
}) {
  return (
    <Button type="button" disabled={busy} onClick={() => onChoose(num)} className={className}>
      Choose this quotation <span className="sr-only">(Quotation {num})</span>
    </Button>
  );
}

/** Below 768 px: a card per quotation, the chosen one first, the lines on demand. */
function OfferCards({
  quotations,
  selected,
  canChoose = () => false,
  busy = false,
  onChoose,
}: OffersProps) {
  const id = useId();
  const lowest = lowestTotal(quotations);
  const ordered = [...quotations].sort(
    (a, b) => Number(b.num === selected) - Number(a.num === selected) || a.num - b.num,
  );
  return (
    <ol aria-label="Quotations" className="flex flex-col gap-4 md:hidden">
      {ordered.map((q) => {
        const chosen = selected === q.num;
        const title = `${id}-quotation-${q.num}`;
        return (
          <li key={q._id}>
            <article
              aria-labelledby={title}
              className={`flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ${chosen ? 'ring-4 ring-brand' : 'border border-stone-200'}`}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <h3 id={title} className="text-base font-semibold text-stone-900">
                    Quotation {q.num}
                  </h3>
                  <Link
                    to={pages.publicProfile(q.partner._id)}
                    className="break-words font-medium text-brand underline"
                  >
                    {q.partner.name}
                  </Link>
                  <RatingText rating={q.partnerRating} />
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  {chosen && <ChosenBadge />}
                  {q.costing.finalCosting === lowest && <LowestBadge />}
                </div>
              </div>
              <p className="flex items-baseline justify-between gap-2 border-t border-stone-100 pt-3">
                <span className="text-sm text-stone-600">Total</span>
                <span
                  className="text-xl font-bold text-brand-dark"
                  data-testid={`card-total-${q.num}`}
                >
                  {formatRupees(q.costing.finalCosting)}
                </span>
              </p>
              <details className="group rounded-md bg-stone-50 px-3 py-2">
                <summary className="cursor-pointer text-sm font-medium text-brand-dark">
                  See the {q.info.length} {q.info.length === 1 ? 'line' : 'lines'}
                </summary>
                <ul className="mt-2 flex flex-col gap-2 text-sm">
                  {q.info.map((line, i) => (
                    <li key={i} className="flex justify-between gap-3">
                      <span>
                        {line.serviceDesc} <span className="text-stone-600">× {line.quantity}</span>
                      </span>
                      <span className="shrink-0 font-medium">{formatRupees(lineTotal(line))}</span>
                    </li>
                  ))}
                </ul>
              </details>
              {onChoose && canChoose(q.num) && (
                <ChooseButton num={q.num} busy={busy} onChoose={onChoose} className="w-full" />
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/** From 768 px: one table, a column per quotation, a row per line, the chosen column shaded. */
function OfferTable({
  quotations,
  selected,
  canChoose = () => false,
  busy = false,
  onChoose,
}: OffersProps) {
  const lowest = lowestTotal(quotations);
  const rows =
    quotations[0]?.info.map((line, i) => ({
      serviceDesc: line.serviceDesc,
      quantity: line.quantity,
      index: i,
    })) ?? [];
  const shade = (q: CustomerQuotation) => (selected === q.num ? 'bg-brand-light' : '');
  const choosable = onChoose ? quotations.filter((q) => canChoose(q.num)) : [];
  return (
    <div className="hidden md:block">
      <ScrollArea label="Quotations compared" className="rounded-xl bg-white shadow-sm">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">The quotations compared line by line</caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="px-3 py-3 text-xs uppercase text-stone-600">
                Service
              </th>
              {quotations.map((q) => (
                <th key={q._id} scope="col" className={`px-3 py-3 align-top ${shade(q)}`}>
                  <span className="block text-base font-semibold">Quotation {q.num}</span>
                  <Link
                    to={pages.publicProfile(q.partner._id)}
                    className="font-medium text-brand underline"
                  >
                    {q.partner.name}
                  </Link>
                  <span className="block font-normal">
                    <RatingText rating={q.partnerRating} />
                  </span>
                  {selected === q.num && (
                    <span className="mt-1 block">
                      <ChosenBadge />
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.index} className="border-t border-stone-100">
                <th scope="row" className="px-3 py-2 font-normal">
                  {row.serviceDesc} <span className="text-stone-600">× {row.quantity}</span>
                </th>
                {quotations.map((q) => {
                  const line = q.info[row.index];
                  return (
                    <td key={q._id} className={`px-3 py-2 text-right ${shade(q)}`}>
                      {line ? formatRupees(lineTotal(line)) : '—'}
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
              {quotations.map((q) => (
                <td
                  key={q._id}
                  className={`px-3 py-3 text-right ${shade(q)}`}
                  data-testid={`total-${q.num}`}
                >
                  <span className="text-lg font-bold text-brand-dark">
                    {formatRupees(q.costing.finalCosting)}
                  </span>
                  {q.costing.finalCosting === lowest && (
                    <span className="ml-2 inline-block">
                      <LowestBadge />
                    </span>
                  )}
                </td>
              ))}
            </tr>
            {choosable.length > 0 && onChoose && (
              <tr>
                <td className="px-3 pb-3" />
                {quotations.map((q) => (
                  <td key={q._id} className="px-3 pb-3 text-right">
                    {canChoose(q.num) && (
                      <ChooseButton num={q.num} busy={busy} onChoose={onChoose} />
                    )}
                  </td>
                ))}
              </tr>
            )}
          </tfoot>
        </table>
      </ScrollArea>
    </div>
  );
}
