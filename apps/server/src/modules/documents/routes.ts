import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentsApi } from '@greenscape/shared/contract/documents';
import { route } from '../../lib/contract-route';
import { AppError } from '../../lib/errors';
import { claimHits } from '../../lib/rate-limit';
import { type Caller, requireParticipant } from '../access';
import {
  invoiceDocument,
  quotationDocument,
  receiptDocument,
  sendDocument,
} from './document-files';
import { documentErrorPage } from './error-page';
import { invoiceFor } from './issue-invoice';
import { quotationOf } from './quotation-data';
import { receiptOf } from './receipt-data';

/**
 * Each account downloads at most DOCUMENT_DOWNLOADS_PER_HOUR documents an hour (else 429):
 * stored files cost little to send, but a loop of downloads still holds a connection and the
 * database, and a refused one (another project's payment) counts too, so ids cannot be tried
 * in bulk. Claimed before the work, as every limit (lib/rate-limit.ts).
 */
async function claimDownload(app: FastifyInstance, caller: Caller): Promise<void> {
  const claimed = await claimHits(app.database.db, [
    {
      key: `document-downloads:${caller.role}:${caller.id}`,
      windowMs: 3600_000,
      limit: app.config.limits.documentDownloadsPerHour,
    },
  ]);
  if (claimed === null) {
    throw new AppError(429, 'tooManyDownloads');
  }
}

/**
 * The project's documents as PDFs (docs/product.md#documents-and-gst): to its customer and the
 * team. The selected partner takes part in the job but is not a party to the customer's payments
 * or invoice, so its session gets 403 (modules/access/participants.ts); a stranger 404. Each is
 * sent as it was issued and stored (document-files.ts).
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const customerAndTeam = requireParticipant(['user', 'admin']);
  // Only these routes: the plugin's hooks are its own.
  app.addHook('onSend', documentErrorPage);

  route(app, documentsApi.receipt, { onRequest: customerAndTeam }, async (request, reply) => {
    await claimDownload(app, request.caller!);
    const { projectId, paymentId } = request.params;
    const receipt = await receiptOf(db, app.config, projectId, paymentId);
    return sendDocument(app, reply, receiptDocument(paymentId, receipt));
  });

  route(app, documentsApi.quotationPdf, { onRequest: customerAndTeam }, async (request, reply) => {
    await claimDownload(app, request.caller!);
    const { projectId } = request.params;
    const quotation = await quotationOf(db, app.config, projectId);
    return sendDocument(app, reply, quotationDocument(projectId, quotation));
  });

  route(app, documentsApi.invoicePdf, { onRequest: customerAndTeam }, async (request, reply) => {
    await claimDownload(app, request.caller!);
    const invoice = await invoiceFor(db, app.config, request.params.projectId);
    return sendDocument(app, reply, invoiceDocument(invoice));
  });
};
