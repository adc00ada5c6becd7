import type { FastifyInstance } from 'fastify';
import type { Language } from '@greenscape/shared/language';
import { codeOfMessage } from '@greenscape/shared/messages';
import { textIn } from '../../lib/texts';
import type { StepContext } from '../kernel';

/** Someone who wrote to Greenscape on WhatsApp, known by their phone (replies.ts). */
export type Sender = {
  role: 'user' | 'service-provider';
  id: string;
  language: Language;
  phone: string;
};

/** A step as the sender makes it on the site, from WhatsApp (its audit line's address). */
export const asSender = (app: FastifyInstance, sender: Sender): StepContext => ({
  app,
  caller: { role: sender.role, id: sender.id },
  address: 'whatsapp',
});

/** A plain answer on WhatsApp, within the 24 hours the sender's message opened. */
export async function answer(app: FastifyInstance, sender: Sender, text: string) {
  await app.sendMessages([{ channel: 'whatsapp', to: sender.phone, text }]);
}

/** A schema's refusal (an English catalogue text) in the sender's language. */
export function localizeIssue(language: Language, message: string | undefined): string {
  const code = message ? codeOfMessage(message) : undefined;
  return code ? textIn(language, code) : (message ?? '');
}
