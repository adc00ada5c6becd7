import { renderInvoice, type InvoiceData } from './render-invoice';
import { renderQuotation, type QuotationData } from './render-quotation';
import { renderReceipt, type ReceiptData } from './render-receipt';

/**
 * A document to draw as plain data, so that it can cross to the drawing thread
 * (draw-off-thread.ts) by structured clone.
 */
export type Drawing =
  | { kind: 'quotation'; data: QuotationData }
  | { kind: 'receipt'; data: ReceiptData }
  | { kind: 'invoice'; data: InvoiceData };

/** Draws it on this thread. */
export function drawHere(drawing: Drawing): Promise<Buffer> {
  switch (drawing.kind) {
    case 'quotation':
      return renderQuotation(drawing.data);
    case 'receipt':
      return renderReceipt(drawing.data);
    case 'invoice':
      return renderInvoice(drawing.data);
  }
}
