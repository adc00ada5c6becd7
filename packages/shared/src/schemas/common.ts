import { z } from 'zod';
import { messages } from '../messages';
import { normalisePhone } from '../phone';

export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z
      .string()
      .meta({ description: 'Stable key of the message (packages/shared/src/messages.ts)' }),
  })
  .meta({
    id: 'Error',
    description: 'Every error answers with a user-facing message and its code.',
  });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idSchema = z.uuid();

/** An optional text field: an empty string counts as not given (docs/product.md#api). */
export const optionalText = (max = 500) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

export const phoneSchema = z
  .string()
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: messages.invalidPhone });
      return z.NEVER;
    }
    return phone;
  })
  .meta({ description: '10 digits, or +91 and 10 digits; answered as +91XXXXXXXXXX' });
