import type { Language } from '../language';
import { fill, messageIn } from '../localize';
import type { MessageKey } from '../messages';
import { messagesHi } from '../messages-hi';
import type { ChannelEvent } from './channel-events';

// The words of each event's registered template (docs/messaging.md): the text a reader gets,
// with its one variable left as the provider's placeholder, `{{1}}` for WhatsApp and `{#var#}`
// for a DLT SMS template. Templates are registered from these, and messaging-templates.test.ts
// keeps the docs' table equal to them.

const textIn = (language: Language, key: MessageKey) => messageIn(language, key, messagesHi);

export function templateText(event: ChannelEvent, language: Language, placeholder: string) {
  if (event === 'otpSms') {
    return fill(textIn(language, 'otpSms'), { code: placeholder });
  }
  const about = fill(textIn(language, 'aboutProject'), {
    text: textIn(language, event),
    ref: placeholder,
  });
  return fill(textIn(language, 'fromGreenscape'), { text: about });
}

/** What the template's one variable carries. */
export const variableOf = (event: ChannelEvent) =>
  event === 'otpSms' ? 'the one-time code' : "the project's reference";

/** Meta's category: a code is AUTHENTICATION, every notice UTILITY (never MARKETING). */
export const categoryOf = (event: ChannelEvent) =>
  event === 'otpSms' ? 'AUTHENTICATION' : 'UTILITY';
