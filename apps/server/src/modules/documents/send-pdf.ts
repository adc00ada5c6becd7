import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What a document's download is named after: 'receipt' and 'GS/2026-27/0001'. */
export type PdfName = { kind: 'receipt' | 'quotation' | 'invoice'; number: string };

/**
 * A PDF as a download named after the document ('GS/2026-27/0001' → receipt-GS-2026-27-0001.pdf):
 * anything but letters, digits, '.', '_' and '-' becomes '-', so the header needs no quoting rules.
 * Kept by no browser or proxy: a receipt or an invoice names the customer and what was paid.
 */
export function sendPdf(
  reply: FastifyReply,
  name: PdfName,
  pdf: Buffer | { stream: Readable; size: number },
) {
  const filename = `${name.kind}-${name.number}`.replace(/[^A-Za-z0-9._-]+/g, '-');
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}.pdf"`)
    .header('cache-control', 'private, no-store');
  if (Buffer.isBuffer(pdf)) {
    return reply.send(pdf);
  }
  return reply.header('content-length', pdf.size).send(pdf.stream);
}
