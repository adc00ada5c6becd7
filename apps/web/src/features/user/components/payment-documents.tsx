import { useT } from '../../../i18n/use-t';
import { documentLinks } from '../../payments/api/payments';

const linkClass =
  'inline-flex items-center gap-2 rounded-md border border-brand bg-white px-4 py-2 font-semibold text-brand hover:bg-brand-light';

/**
 * The project's documents as PDFs: the picked quotation from the pick on, the invoice once the
 * project is completed (packages/shared/src/payment-rules.ts canGetQuotationPdf, canGetInvoice).
 */
export function PaymentDocuments({
  projectId,
  completed,
  quotation = true,
}: {
  projectId: string;
  completed: boolean;
  quotation?: boolean;
}) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2">
      {quotation && (
        <li>
          <a href={documentLinks.quotation(projectId, 'user')} download className={linkClass}>
            {t('user.payments.documents.quotation')}
          </a>
        </li>
      )}
      {completed && (
        <li>
          <a href={documentLinks.invoice(projectId, 'user')} download className={linkClass}>
            {t('user.payments.documents.invoice')}
          </a>
        </li>
      )}
    </ul>
  );
}
