import { messages } from '@greenscape/shared/messages';
import { canGetInvoice } from '@greenscape/shared/payment-rules';
import type { WorkflowState } from '@greenscape/shared/schemas/projects';
import { documentLinks } from '../../payments/api/payments';

const linkClass = 'font-medium text-brand underline';

/** The project's documents as PDFs: the picked quotation, and the invoice once it is completed. */
export function ProjectDocuments({
  projectId,
  state,
}: {
  projectId: string;
  state: WorkflowState;
}) {
  return (
    <section aria-labelledby="documents-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="documents-title" className="text-xl font-semibold">
        Documents
      </h2>
      <ul className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
        <li>
          <a
            href={documentLinks.quotation(projectId, 'admin')}
            target="_blank"
            rel="noopener"
            className={linkClass}
          >
            Quotation (PDF)
          </a>
        </li>
        <li>
          {canGetInvoice(state).ok ? (
            <a
              href={documentLinks.invoice(projectId, 'admin')}
              target="_blank"
              rel="noopener"
              className={linkClass}
            >
              Invoice (PDF)
            </a>
          ) : (
            <span className="text-stone-700">{messages.invoiceNotYet}.</span>
          )}
        </li>
      </ul>
    </section>
  );
}
