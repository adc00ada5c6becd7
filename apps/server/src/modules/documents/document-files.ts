import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Storage } from '../../storage/storage';
import { invoiceDataOf, type InvoiceRow } from './invoice-details';
import { drawDocument } from './pdf/draw-off-thread';
import type { QuotationData } from './pdf/render-quotation';
import type { ReceiptData } from './pdf/render-receipt';
import { sendPdf, type PdfName } from './send-pdf';

// A document is drawn once, when it is issued, and its PDF kept by the storage adapter (the
// uploads' disk folder or bucket, so backups take it too); a download streams the stored file.
// Drawing cost some 30 ms of CPU, ten times that with Devanagari (2-12 ms since: docs/performance.md,
// "Documents in Devanagari"): drawn on every download, a few download loops slowed every request.
// The build draws on a thread of its own (pdf/draw-off-thread.ts), so that a drawing does not
// hold up the event loop either.
// What a document says is fixed in its issuing transaction (issued_receipts, issued_quotations,
// invoices); the drawing waits until after the commit, so that the project's lock and the
// numbering counter are not held through it, and a document not stored yet (issued before
// documents were stored, or a write that failed) is drawn on its first download and stored then.

export type IssuedDocument = PdfName & {
  /** The payment's id for a receipt, the project's for the quotation and the invoice. */
  subjectId: string;
  render(): Promise<Buffer>;
};

export const receiptDocument = (paymentId: string, data: ReceiptData): IssuedDocument => ({
  kind: 'receipt',
  number: data.receiptNo,
  subjectId: paymentId,
  render: () => drawDocument({ kind: 'receipt', data }),
});

export const quotationDocument = (projectId: string, data: QuotationData): IssuedDocument => ({
  kind: 'quotation',
  number: `${data.project.ref}-${data.quotationNo}`,
  subjectId: projectId,
  render: () => drawDocument({ kind: 'quotation', data }),
});

export function invoiceDocument(row: InvoiceRow): IssuedDocument {
  const data = invoiceDataOf(row);
  return {
    kind: 'invoice',
    number: data.invoiceNo,
    subjectId: row.projectId,
    render: () => drawDocument({ kind: 'invoice', data }),
  };
}

/**
 * Where the document's PDF is kept. The number is part of the key, so that a document issued
 * again with another number (an invoice issued on request, for a project completed before
 * invoices existed) never finds an older file.
 */
export function storageKeyOf(doc: Pick<IssuedDocument, 'kind' | 'number' | 'subjectId'>): string {
  const number = doc.number.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
  return `documents/${doc.kind}/${doc.subjectId}/${number}.pdf`;
}

// Drawings under way per storage and key: requests for a document being drawn wait for that
// drawing instead of starting their own.
const drawing = new WeakMap<Storage, Map<string, Promise<Buffer>>>();

/** Draws the document and stores it; a failed write is logged, and the PDF answered all the same. */
function drawAndStore(app: FastifyInstance, doc: IssuedDocument): Promise<Buffer> {
  const key = storageKeyOf(doc);
  let underWay = drawing.get(app.storage);
  if (!underWay) {
    underWay = new Map();
    drawing.set(app.storage, underWay);
  }
  const pending = underWay.get(key);
  if (pending) {
    return pending;
  }
  const drawn = (async () => {
    const pdf = await doc.render();
    try {
      await app.storage.put(key, pdf, 'application/pdf');
    } catch (error) {
      app.log.error({ err: error, key }, 'could not store a document; it is drawn again next time');
    }
    return pdf;
  })().finally(() => underWay.delete(key));
  underWay.set(key, drawn);
  return drawn;
}

/**
 * Draws and stores a document just issued, after its step committed. Never fails the step: a
 * document that could not be drawn or stored now is drawn on its first download.
 */
export async function storeIssued(app: FastifyInstance, doc: IssuedDocument): Promise<void> {
  try {
    await drawAndStore(app, doc);
  } catch (error) {
    app.log.error({ err: error, key: storageKeyOf(doc) }, 'could not draw an issued document');
  }
}

/** Answers the document's stored PDF, drawing and storing it first if it is not there yet. */
export async function sendDocument(
  app: FastifyInstance,
  reply: FastifyReply,
  doc: IssuedDocument,
): Promise<FastifyReply> {
  const stored = await app.storage.get(storageKeyOf(doc));
  return sendPdf(reply, doc, stored ?? (await drawAndStore(app, doc)));
}
