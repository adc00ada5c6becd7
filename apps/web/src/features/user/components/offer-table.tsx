import { Link } from 'react-router';
import { formatRupees } from '@greenscape/shared/money';
import { pages } from '@greenscape/shared/pages';
import type { CustomerQuotation } from '@greenscape/shared/schemas/projects';
import { ScrollArea } from '../../../components/ui/scroll-area';
import { useT } from '../../../i18n/use-t';
import {
  ChooseButton,
  ChosenBadge,
  LowestBadge,
  RatingText,
  lineTotal,
  lowestTotal,
  type OffersProps,
} from './offer-parts';
import { PlanRows, SplitRows, WarrantyRow } from './offer-table-terms';
import { LineName, none } from './text-parts';

/** From 768 px: one table, a column per quotation, a row per line, the chosen column shaded. */
export function OfferTable({
  quotations,
  selected,
  canChoose = () => false,
  busy = false,
  onChoose,
}: OffersProps) {
  const t = useT();
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
      <ScrollArea label={t('user.offers.compared')} className="rounded-xl bg-white shadow-sm">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t('user.offers.caption')}</caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="px-3 py-3 text-xs uppercase text-stone-600">
                {t('user.offers.service')}
              </th>
              {quotations.map((q) => (
                <th key={q._id} scope="col" className={`px-3 py-3 align-top ${shade(q)}`}>
                  <span className="block text-base font-semibold">
                    {t('user.offers.name', { num: q.num })}
                  </span>
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
                  <LineName desc={row.serviceDesc} quantity={row.quantity} />
                </th>
                {quotations.map((q) => {
                  const line = q.info[row.index];
                  return (
                    <td key={q._id} className={`px-3 py-2 text-right ${shade(q)}`}>
                      {line ? formatRupees(lineTotal(line)) : none}
                      {line && line.supplierCosting > 0 && (
                        <span className="block text-xs text-stone-600">
                          {t('user.offers.lineMaterials', {
                            amount: formatRupees(line.supplierCosting),
                          })}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tbody>
            <SplitRows quotations={quotations} shade={shade} />
            <tr className="border-t-2 border-stone-200">
              <th scope="row" className="px-3 py-3">
                {t('user.offers.total')}
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
          </tbody>
          <PlanRows quotations={quotations} shade={shade} />
          <WarrantyRow quotations={quotations} shade={shade} />
          {choosable.length > 0 && onChoose && (
            <tfoot>
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
            </tfoot>
          )}
        </table>
      </ScrollArea>
    </div>
  );
}
