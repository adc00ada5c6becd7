import { z } from 'zod';

// The parts of WhatsApp's webhook payload Greenscape reads (docs/messaging.md); anything else in
// it is ignored, and a payload of another shape changes nothing.

const status = z.object({
  id: z.string().max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  errors: z.array(z.object({ code: z.number() }).loose()).optional(),
});

const message = z.object({
  from: z.string().regex(/^\d{8,15}$/),
  id: z.string().min(1).max(200),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z
    .object({ payload: z.string().max(256), text: z.string().max(256).optional() })
    .optional(),
  /** The message a reply answers: for a button, the template message tapped. */
  context: z.object({ id: z.string().max(200) }).optional(),
  image: z
    .object({
      id: z.string().max(200),
      mime_type: z.string().max(100).optional(),
      caption: z.string().max(1024).optional(),
    })
    .optional(),
});

export const webhookPayload = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z
                .object({
                  // Each status and message is read on its own (statusOf, messageOf): one of a
                  // shape we do not read never drops the others.
                  statuses: z.array(z.unknown()).max(100).optional(),
                  messages: z.array(z.unknown()).max(100).optional(),
                })
                .loose(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

export type WebhookStatus = z.infer<typeof status>;
export type WebhookMessage = z.infer<typeof message>;

export const statusOf = (item: unknown) => status.safeParse(item).data;
export const messageOf = (item: unknown) => message.safeParse(item).data;
