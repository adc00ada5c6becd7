import type { FastifyReply } from 'fastify';

/**
 * A PDF as a download named after the document ('GS/2026-27/0001' → receipt-GS-2026-27-0001.pdf):
 * anything but letters, digits, '.', '_' and '-' becomes '-', so the header needs no quoting rules.
 * Private and never stored: a receipt or an invoice names the customer and what was paid.
 */
export function sendPdf(reply: FastifyReply, kind: string, number: string, pdf: Buffer) {
  const filename = `${kind}-${number}`.replace(/[^A-Za-z0-9._-]+/g, '-');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
