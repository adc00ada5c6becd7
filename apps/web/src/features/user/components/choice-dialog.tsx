import { formatRupees } from '@greenscape/shared/money';
import { messages } from '@greenscape/shared/messages';
import type { CustomerQuotation } from '@greenscape/shared/schemas/projects';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLocalize, useT } from '../../../i18n/use-t';
import { OfferTerms } from './offer-terms';

export type Choice = { kind: 'design' | 'quotation'; num: number };

/**
 * The question before a pick that cannot be undone: it names what is chosen, says that it is
 * final and what happens next. A quotation's carries its terms, the last place to read them before
 * they bind.
 */
export function ChoiceDialog({
  choice,
  quotation,
  onConfirm,
  onCancel,
}: {
  choice: Choice;
  quotation: CustomerQuotation | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const design = choice.kind === 'design';
  const num = choice.num;
  return (
    <ConfirmDialog
      question={t(design ? 'user.choice.designQuestion' : 'user.choice.quotationQuestion', { num })}
      confirmLabel={t(design ? 'user.choice.designConfirm' : 'user.choice.quotationConfirm', {
        num,
      })}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {quotation && (
        <>
          <p className="break-words">
            {t('user.choice.quotationSummary', {
              num,
              partner: quotation.partner.name,
              total: formatRupees(quotation.costing.finalCosting),
            })}
          </p>
          <OfferTerms quotation={quotation} compact />
        </>
      )}
      <p className="font-medium text-stone-900">{localize(messages.choiceIsFinal)}</p>
      <p>{localize(design ? messages.afterDesignChoice : messages.afterQuotationChoice)}</p>
    </ConfirmDialog>
  );
}
