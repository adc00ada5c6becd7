// What other modules may use of `documents`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { invoiceDocument, quotationDocument, receiptDocument, storeIssued } from './document-files';
export { issueInvoice } from './issue-invoice';
export { startDrawingThread } from './pdf/draw-off-thread';
export { issueQuotation } from './quotation-data';
export { issueReceipt } from './receipt-data';
