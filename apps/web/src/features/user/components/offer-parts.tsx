import type { CustomerQuotation, PartnerRating } from '@greenscape/shared/schemas/projects';
import { Button } from '../../../components/ui/button';

// The pieces both layouts of the offers share (quotation-offers.tsx, offer-table.tsx).
export type OffersProps = {
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

export const lineTotal = (line: CustomerQuotation['info'][number]) =>
  line.amount + line.supplierCosting;

export function RatingText({ rating }: { rating: PartnerRating | undefined }) {
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

export function LowestBadge() {
  return (
    <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-stone-900">
      Lowest
    </span>
  );
}

export function ChosenBadge() {
  return (
    <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
      Your choice
    </span>
  );
}

export function ChooseButton({
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
