import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentsApi } from '@greenscape/shared/contract/payments';
import { route } from '../../lib/contract-route';
import { requireParticipant } from '../access/participants';
import { companyOf } from './company-details';
import { invoiceDataOf } from './invoice-details';
import { invoiceFor } from './issue-invoice';
import { renderInvoice } from './pdf/render-invoice';
import { renderQuotation } from './pdf/render-quotation';
import { renderReceipt } from './pdf/render-receipt';
import { quotationOf } from './quotation-data';
import { receiptOf } from './receipt-data';
import { sendPdf } from './send-pdf';

/**
 * The project's documents as PDFs (issue 21, docs/product.md#documents-and-gst): to its customer
 * and the team. The selected partner takes part in the job but is not a party to the customer's
 * payments or invoice, so its session gets 403 (modules/access/participants.ts); a stranger 404.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const customerAndTeam = requireParticipant(['user', 'admin']);

  route(app, documentsApi.receipt, { onRequest: customerAndTeam }, async (request, reply) => {
    const { projectId, paymentId } = request.params;
    const receipt = await receiptOf(db, companyOf(app.config), projectId, paymentId);
    return sendPdf(reply, 'receipt', receipt.receiptNo, await renderReceipt(receipt));
  });

  route(app, documentsApi.quotationPdf, { onRequest: customerAndTeam }, async (request, reply) => {
    const quotation = await quotationOf(db, companyOf(app.config), request.params.projectId);
    const name = `${quotation.project.ref}-${quotation.quotationNo}`;
    return sendPdf(reply, 'quotation', name, await renderQuotation(quotation));
  });

  route(app, documentsApi.invoicePdf, { onRequest: customerAndTeam }, async (request, reply) => {
    const invoice = invoiceDataOf(await invoiceFor(db, app.config, request.params.projectId));
    return sendPdf(reply, 'invoice', invoice.invoiceNo, await renderInvoice(invoice));
  });
};
