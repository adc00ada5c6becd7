import { formatRupees } from '@greenscape/shared/money';
import type { CustomerQuotation } from '@greenscape/shared/schemas/projects';
import { defaultWarrantyDays } from '@greenscape/shared/warranty';
import { useT } from '../../../i18n/use-t';
import { useMilestoneTitle } from '../../execution/components/milestone-title';
import { offerPlanOf } from './offer-plan';

// The comparison table's rows of the terms (offer-terms.tsx has them for a card): each quotation's
// column holds its own payments and warranty, so they compare side by side as the lines do.

type RowsProps = {
  quotations: CustomerQuotation[];
  /** The chosen column's shading. */
  shade: (q: CustomerQuotation) => string;
};

const rowHeader = 'px-3 py-2 font-normal';
const cell = 'px-3 py-2 text-right';

/** The partner's work and the materials apart, when any quotation carries materials. */
export function SplitRows({ quotations, shade }: RowsProps) {
  const t = useT();
  if (!quotations.some((q) => q.costing.totalSupplierCosting > 0)) {
    return null;
  }
  const rows = [
    { label: t('user.offers.work'), amount: (q: CustomerQuotation) => q.costing.totalAmount },
    {
      label: t('user.offers.materials'),
      amount: (q: CustomerQuotation) => q.costing.totalSupplierCosting,
    },
  ];
  return (
    <>
      {rows.map((r, i) => (
        <tr key={r.label} className={i === 0 ? 'border-t-2 border-stone-200' : ''}>
          <th scope="row" className={rowHeader}>
            {r.label}
          </th>
          {quotations.map((q) => (
            <td key={q._id} className={`${cell} ${shade(q)}`}>
              {formatRupees(r.amount(q))}
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function PlanRows({ quotations, shade }: RowsProps) {
  const t = useT();
  const titleOf = useMilestoneTitle();
  const plans = quotations.map((q) => offerPlanOf(q.costing.finalCosting));
  return (
    <tbody data-testid="table-plan">
      <tr className="border-t-2 border-stone-200">
        <th scope="rowgroup" colSpan={quotations.length + 1} className="px-3 pb-1 pt-3">
          {t('user.offers.plan')}
        </th>
      </tr>
      {(plans[0] ?? []).map((step, i) => (
        <tr key={step.num}>
          <th scope="row" className={rowHeader}>
            {t('user.offers.planStep', { title: titleOf(step.title), percent: step.percent })}
          </th>
          {quotations.map((q, j) => (
            <td key={q._id} className={`${cell} ${shade(q)}`}>
              {formatRupees(plans[j]![i]!.amount)}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

export function WarrantyRow({ quotations, shade }: RowsProps) {
  const t = useT();
  return (
    <tbody>
      <tr className="border-t-2 border-stone-200">
        <th scope="row" className="px-3 py-3">
          {t('user.offers.warranty')}
        </th>
        {quotations.map((q) => (
          <td key={q._id} className={`${cell} ${shade(q)}`}>
            {t('user.offers.warrantyDays', { days: defaultWarrantyDays })}
          </td>
        ))}
      </tr>
    </tbody>
  );
}
