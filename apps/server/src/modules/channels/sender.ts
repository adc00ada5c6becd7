import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultLanguage, isLanguage, type Language } from '@greenscape/shared/language';
import { codeOfMessage, type MessageKey } from '@greenscape/shared/messages';
import { projects } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { filledIn, textIn } from '../../lib/texts';
import type { StepContext } from '../kernel';

/** Someone who wrote to Greenscape on WhatsApp, known by their phone (replies.ts). */
export type Sender = {
  role: 'user' | 'service-provider';
  id: string;
  language: Language;
  phone: string;
};

/** An account's stored language as a sender's, English for anything else. */
export const languageOf = (stored: string | undefined): Language =>
  isLanguage(stored) ? stored : defaultLanguage;

/** The reference a project's answers name it by, for the words of an answer. */
export async function refOf(app: FastifyInstance, projectId: string): Promise<string> {
  const [row] = await app.database.db
    .select({ ref: projects.ref })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.ref ?? '';
}

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

/** Runs a step; a refusal is answered in the customer's words, and changes nothing. */
export async function stepOrRefusal(
  app: FastifyInstance,
  customer: Sender,
  step: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) {
      throw error;
    }
    const reason = textIn(customer.language, error.code as MessageKey);
    await answer(app, customer, filledIn(customer.language, 'whatsappNothingChanged', { reason }));
    return false;
  }
}
