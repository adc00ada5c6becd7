import { messages } from '@greenscape/shared/messages';
import { canGetInvoice, canGetQuotationPdf } from '@greenscape/shared/payment-rules';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { useLocalize, useT } from '../../../i18n/use-t';
import { documentLinks, type PaymentRole } from '../api/payments';

const linkClass =
  'inline-flex items-center gap-2 rounded-md border border-brand bg-white px-4 py-2 font-semibold text-brand hover:bg-brand-light';

/**
 * The project's documents as PDFs, downloaded as the reader's `role`: the picked quotation from
 * the pick on, the invoice once the project is completed (packages/shared/src/payment-rules.ts
 * canGetQuotationPdf, canGetInvoice), and until then a word on when it comes. `quotation={false}`
 * leaves the quotation to another part of the page.
 */
export function PaymentDocuments({
  projectId,
  role,
  state,
  quotation = true,
}: {
  projectId: string;
  role: PaymentRole;
  state: WorkflowState;
  quotation?: boolean;
}) {
  const t = useT();
  const localize = useLocalize();
  return (
    <ul className="flex flex-wrap items-center gap-2">
      {quotation && canGetQuotationPdf(state).ok && (
        <li>
          <a href={documentLinks.quotation(projectId, role)} download className={linkClass}>
            {t('payments.documents.quotation')}
          </a>
        </li>
      )}
      <li>
        {canGetInvoice(state).ok ? (
          <a href={documentLinks.invoice(projectId, role)} download className={linkClass}>
            {t('payments.documents.invoice')}
          </a>
        ) : (
          <span className="text-sm text-stone-700">{localize(messages.invoiceNotYet)}</span>
        )}
      </li>
    </ul>
  );
}
