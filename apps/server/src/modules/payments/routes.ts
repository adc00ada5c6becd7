import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsApi } from '@greenscape/shared/contract/payments';
import { route } from '../../lib/contract-route';
import { callerOf, requireParticipant, requireRole } from '../access';
import { stepContext } from '../kernel';
import { readLedger, readPayouts } from './ledger';
import { addPayment } from './steps/add-payment';
import { addPayout } from './steps/add-payout';
import { decidePayment } from './steps/decide-payment';
import { waitingPayments } from './waiting';

/**
 * Money on the record (docs/product.md#payments): the customer's ledger and the partner's
 * payouts under /projects/:projectId/, and the team's list of reported payments. Each guard runs
 * before the body is read: 401 without a session, 403 for a role that never does the step, 404
 * for a stranger (modules/access/participants.ts); the admin list's path id must be the caller's,
 * and it comes a page at a time, the next page's cursor in `x-next-cursor`.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctxOf = (request: Parameters<typeof callerOf>[0]) =>
    stepContext(request, callerOf(request));
  // The customer pays; the team keeps the record. The partner sees its own payouts only.
  const customerAndTeam = requireParticipant(['user', 'admin']);
  const team = requireParticipant(['admin']);

  route(app, paymentsApi.ledger, { onRequest: customerAndTeam }, async (request) =>
    readLedger(app, request.params.projectId),
  );

  route(app, paymentsApi.addPayment, { onRequest: customerAndTeam }, async (request, reply) => {
    const entry = await addPayment(ctxOf(request), {
      projectId: request.params.projectId,
      ...request.body,
    });
    return reply.code(201).send(entry);
  });

  route(app, paymentsApi.decidePayment, { onRequest: team }, async (request) =>
    decidePayment(ctxOf(request), {
      projectId: request.params.projectId,
      paymentId: request.params.paymentId,
      status: request.body.status,
      reason: request.body.reason,
    }),
  );

  route(
    app,
    paymentsApi.payouts,
    { onRequest: requireParticipant(['admin', 'service-provider']) },
    async (request) => readPayouts(app, request.params.projectId),
  );

  route(app, paymentsApi.addPayout, { onRequest: team }, async (request, reply) => {
    const entry = await addPayout(ctxOf(request), {
      projectId: request.params.projectId,
      ...request.body,
    });
    return reply.code(201).send(entry);
  });

  route(app, paymentsApi.waiting, { onRequest: requireRole('admin') }, async (request, reply) => {
    const page = await waitingPayments(app.database.db, request.query);
    if (page.next) {
      reply.header('x-next-cursor', page.next);
    }
    return page.items;
  });
};
