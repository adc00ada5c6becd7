import { codeOfMessage } from '@greenscape/shared/messages';
import { messagesHi } from '@greenscape/shared/messages-hi';

// Loaded only when the page is in Hindi (language-store.ts): the shared texts that forms and API
// refusals show, found by their English text.
export function localizeToHindi(text: string): string {
  const code = codeOfMessage(text);
  return code ? messagesHi[code] : text;
}
