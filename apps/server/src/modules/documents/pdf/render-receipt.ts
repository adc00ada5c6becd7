import { rupeesInWords } from '@greenscape/shared/amount-in-words';
import { formatDocumentAmount, formatIndiaDate } from '@greenscape/shared/gst';
import type { Company } from './company';
import { amountBand } from './document-amounts';
import { drawHeader } from './document-header';
import {
  keyValueRows,
  paragraph,
  sectionTitle,
  signatureBlock,
  type KeyValue,
} from './document-sections';
import { gap } from './page-layout';
import { renderPdf } from './pdf-document';

export type PaymentMethod = 'upi' | 'bank-transfer' | 'cash' | 'cheque';

export type ReceiptData = {
  company: Company;
  receiptNo: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  payer: { name: string; phone?: string | null; address?: string | null };
  project: { ref: string; service: string };
  amountPaise: number;
  method: PaymentMethod;
  reference: string | null;
  /** YYYY-MM-DD */
  paidOn: string;
  milestone?: string | null;
  balanceAfterPaise?: number;
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  upi: 'UPI',
  'bank-transfer': 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
};

export const receiptNote =
  'This receipt acknowledges a payment towards the project above. It is not a tax invoice.';

export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const title = 'Payment Receipt';
  return renderPdf(
    {
      title: `${title} ${data.receiptNo}`,
      company: data.company,
      day: data.issuedOn,
      footerLabel: `${title} ${data.receiptNo}`,
    },
    (doc) => {
      drawHeader(doc, data.company, title, [
        ['Receipt no.', data.receiptNo],
        ['Date', formatIndiaDate(data.issuedOn)],
      ]);

      sectionTitle(doc, 'Received from');
      keyValueRows(doc, [
        { label: 'Name', value: data.payer.name, strong: true },
        ...(data.payer.phone ? [{ label: 'Phone', value: data.payer.phone }] : []),
        ...(data.payer.address ? [{ label: 'Address', value: data.payer.address }] : []),
      ]);
      gap(doc, 10);

      sectionTitle(doc, 'Towards');
      keyValueRows(doc, [
        { label: 'Project', value: data.project.ref, strong: true },
        { label: 'Service', value: data.project.service },
        ...(data.milestone ? [{ label: 'Milestone', value: data.milestone }] : []),
      ]);
      gap(doc, 14);

      amountBand(
        doc,
        'Amount received',
        formatDocumentAmount(data.amountPaise),
        rupeesInWords(data.amountPaise),
      );
      gap(doc, 14);

      sectionTitle(doc, 'Payment');
      const payment: KeyValue[] = [
        { label: 'Method', value: paymentMethodLabels[data.method] },
        ...(data.reference ? [{ label: 'Reference', value: data.reference }] : []),
        { label: 'Paid on', value: formatIndiaDate(data.paidOn) },
      ];
      if (data.balanceAfterPaise !== undefined) {
        payment.push({
          label: 'Balance after this payment',
          value: formatDocumentAmount(data.balanceAfterPaise),
        });
      }
      keyValueRows(doc, payment);
      gap(doc, 14);

      paragraph(doc, receiptNote, { muted: true, size: 9 });
      gap(doc, 24);
      signatureBlock(doc, data.company);
    },
  );
}
