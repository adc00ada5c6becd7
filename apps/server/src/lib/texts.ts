import type { Language } from '@greenscape/shared/language';
import { fill, messageIn } from '@greenscape/shared/localize';
import type { MessageKey } from '@greenscape/shared/messages';
import { messagesHi } from '@greenscape/shared/messages-hi';

// The server has every language at hand; the web loads Hindi only when someone picks it, hence
// the table is passed to packages/shared/src/localize.ts rather than imported there.

/** One of our texts in a language. */
export function textIn(language: Language, key: MessageKey): string {
  return messageIn(language, key, messagesHi);
}

/** One of our texts with `{places}`, in a language, filled in. */
export function filledIn(
  language: Language,
  key: MessageKey,
  values: Readonly<Record<string, string | number>>,
): string {
  return fill(textIn(language, key), values);
}
