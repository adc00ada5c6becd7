import { messages } from '@greenscape/shared/messages';
import type { CustomerQuotation, PartnerRating } from '@greenscape/shared/schemas/projects';
import { Button } from '../../../components/ui/button';
import { T, useLocalize, useT } from '../../../i18n/use-t';
import { hidden, star } from './text-parts';

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
  const localize = useLocalize();
  if (!rating) {
    return null;
  }
  if (rating.average === null) {
    return <span className="text-sm text-stone-600">{localize(messages.noRatingsYet)}</span>;
  }
  return (
    <span className="text-sm text-stone-700">
      <span aria-hidden="true" className="me-1 text-amber-500">
        {star}
      </span>
      <T
        id="user.offers.rated"
        values={{ average: rating.average.toFixed(1), count: rating.count, hidden }}
      />
    </span>
  );
}

export function LowestBadge() {
  const t = useT();
  return (
    <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-stone-900">
      {t('user.offers.lowest')}
    </span>
  );
}

export function ChosenBadge() {
  const t = useT();
  return (
    <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
      {t('user.choice.yours')}
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
      <T id="user.offers.choose" values={{ num, hidden }} />
    </Button>
  );
}
