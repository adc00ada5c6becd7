import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { refusals } from './refusals';

// What WhatsApp and MSG91 call on their own (docs/messaging.md): no session, each call proved by
// its own secret. The POST bodies are read raw, as their signatures are over the bytes sent.

const taken = z.object({ ok: z.literal(true) });

export const webhooksApi = {
  whatsappVerify: defineEndpoint({
    method: 'GET',
    path: '/webhooks/whatsapp',
    query: z.object({
      'hub.mode': z.string().max(40).optional(),
      'hub.verify_token': z.string().max(200).optional(),
      'hub.challenge': z.string().max(200).optional(),
    }),
    responses: {
      200: z.any().meta({ description: 'text/plain: hub.challenge' }),
      // The verify token does not match: a refusal like any other (code `forbidden`).
      ...refusals(403, 404),
    },
    summary: "Meta's check of the webhook: the challenge back when the verify token matches",
    tags: ['webhooks'],
    audit: false,
  }),
  whatsappEvents: defineEndpoint({
    method: 'POST',
    path: '/webhooks/whatsapp',
    responses: { 200: taken, ...refusals(401, 404, 413) },
    summary: 'Delivery states and replies from WhatsApp, signed with the app secret',
    tags: ['webhooks'],
    audit: false,
  }),
  msg91Report: defineEndpoint({
    method: 'POST',
    path: '/webhooks/msg91/:secret',
    params: z.object({ secret: z.string().max(200) }),
    responses: { 200: taken, ...refusals(404, 413) },
    summary: "MSG91's delivery reports, at the address only it knows",
    tags: ['webhooks'],
    audit: false,
  }),
};
