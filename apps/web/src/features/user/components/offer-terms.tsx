import { useId, type ReactNode } from 'react';
import { formatRupees } from '@greenscape/shared/money';
import type { CustomerQuotation } from '@greenscape/shared/schemas/projects';
import { defaultWarrantyDays } from '@greenscape/shared/warranty';
import { useT } from '../../../i18n/use-t';
import { useMilestoneTitle } from '../../execution/components/milestone-title';
import { lineTotal } from './offer-parts';
import { offerPlanOf } from './offer-plan';
import { LineName } from './text-parts';

/**
 * The terms a quotation is chosen on, before the pick as after it: the payments it would be paid
 * in, what it includes and the warranty. `compact` is the pick's question: the lines by name, no
 * amounts, since the question already names the total.
 */
export function OfferTerms({
  quotation,
  compact = false,
}: {
  quotation: CustomerQuotation;
  compact?: boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      <PaymentPlan finalCosting={quotation.costing.finalCosting} />
      {compact ? <IncludedLines quotation={quotation} /> : <Included quotation={quotation} />}
      <Warranty />
    </div>
  );
}

/**
 * A part of the terms under its title. The title is not a heading: a card's one heading names the
 * quotation, and a screen reader's list of headings stays one per quotation.
 */
function Part({ title, children }: { title: string; children: (titleId: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p id={id} className="text-sm font-semibold text-stone-900">
        {title}
      </p>
      {children(id)}
    </div>
  );
}

const row = 'flex justify-between gap-3';

function PaymentPlan({ finalCosting }: { finalCosting: number }) {
  const t = useT();
  const titleOf = useMilestoneTitle();
  return (
    <Part title={t('user.offers.plan')}>
      {(id) => (
        <ol aria-labelledby={id} className="flex flex-col gap-1 text-sm">
          {offerPlanOf(finalCosting).map((step) => (
            <li key={step.num} className={row}>
              <span className="min-w-0 break-words">
                {t('user.offers.planStep', { title: titleOf(step.title), percent: step.percent })}
              </span>
              <span className="shrink-0 font-medium">{formatRupees(step.amount)}</span>
            </li>
          ))}
        </ol>
      )}
    </Part>
  );
}

/** The card's: the partner's work and the materials apart, and each line on demand. */
function Included({ quotation: q }: { quotation: CustomerQuotation }) {
  const t = useT();
  const materials = q.costing.totalSupplierCosting;
  return (
    <Part title={t('user.offers.included')}>
      {() => (
        <>
          {materials > 0 && (
            <ul className="flex flex-col gap-1 text-sm">
              <li className={row}>
                <span>{t('user.offers.work')}</span>
                <span className="shrink-0">{formatRupees(q.costing.totalAmount)}</span>
              </li>
              <li className={row}>
                <span>{t('user.offers.materials')}</span>
                <span className="shrink-0">{formatRupees(materials)}</span>
              </li>
            </ul>
          )}
          <details className="group rounded-md bg-stone-50 px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium text-brand-dark">
              {t('user.offers.lines', { count: q.info.length })}
            </summary>
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {q.info.map((line, i) => (
                <li key={i} className={row}>
                  <span className="min-w-0 break-words">
                    <LineName desc={line.serviceDesc} quantity={line.quantity} />
                    {line.supplierCosting > 0 && (
                      <span className="block text-xs text-stone-600">
                        {t('user.offers.lineMaterials', {
                          amount: formatRupees(line.supplierCosting),
                        })}
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 font-medium">{formatRupees(lineTotal(line))}</span>
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </Part>
  );
}

/** The question's: every line by name, and the materials when the quotation carries them. */
function IncludedLines({ quotation: q }: { quotation: CustomerQuotation }) {
  const t = useT();
  const materials = q.costing.totalSupplierCosting;
  return (
    <Part title={t('user.offers.included')}>
      {(id) => (
        <ul aria-labelledby={id} className="flex list-disc flex-col gap-0.5 ps-5 text-sm">
          {q.info.map((line, i) => (
            <li key={i} className="break-words">
              <LineName desc={line.serviceDesc} quantity={line.quantity} />
            </li>
          ))}
          {materials > 0 && (
            <li>{t('user.offers.materialsAmount', { amount: formatRupees(materials) })}</li>
          )}
        </ul>
      )}
    </Part>
  );
}

function Warranty() {
  const t = useT();
  return (
    <Part title={t('user.offers.warranty')}>
      {() => (
        <p className="text-sm">{t('user.offers.warrantyDays', { days: defaultWarrantyDays })}</p>
      )}
    </Part>
  );
}
