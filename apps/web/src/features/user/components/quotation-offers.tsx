import { useId } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@greenscape/shared/money';
import { pages } from '@greenscape/shared/pages';
import { useT } from '../../../i18n/use-t';
import {
  ChooseButton,
  ChosenBadge,
  LowestBadge,
  RatingText,
  lowestTotal,
  type OffersProps,
} from './offer-parts';
import { OfferTable } from './offer-table';
import { OfferTerms } from './offer-terms';

export { lowestTotal } from './offer-parts';

/**
 * The released quotations: below 768 px one card per quotation, stacked, the
 * chosen one first; from 768 px one table with a column per partner and a row per service line, so
 * the lines compare side by side. Both show the partner, its rating, the total, the 'Lowest' badge
 * on the lowest total, the chosen quotation, and a 'Choose this quotation' button per quotation
 * while the customer may choose. Both show the terms too (offer-terms.tsx): a choice that cannot
 * be undone is made knowing how it is paid, what it includes and its warranty.
 */
export function QuotationOffers(props: OffersProps) {
  const t = useT();
  return (
    <>
      <p className="text-sm text-stone-700">
        {t('user.offers.intro', { count: props.quotations.length })}
      </p>
      <OfferCards {...props} />
      <OfferTable {...props} />
    </>
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
  const t = useT();
  const id = useId();
  const lowest = lowestTotal(quotations);
  const ordered = [...quotations].sort(
    (a, b) => Number(b.num === selected) - Number(a.num === selected) || a.num - b.num,
  );
  return (
    <ol aria-label={t('user.offers.list')} className="flex flex-col gap-4 md:hidden">
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
                    {t('user.offers.name', { num: q.num })}
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
                <span className="text-sm text-stone-600">{t('user.offers.total')}</span>
                <span
                  className="text-xl font-bold text-brand-dark"
                  data-testid={`card-total-${q.num}`}
                >
                  {formatRupees(q.costing.finalCosting)}
                </span>
              </p>
              <OfferTerms quotation={q} />
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
