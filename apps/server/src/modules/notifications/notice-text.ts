import type { Language } from '@greenscape/shared/language';
import type { MessageKey } from '@greenscape/shared/messages';
import { filledIn, textIn } from '../../lib/texts';

/** A notice's text in a language, naming the project by the reference people read out. */
export function noticeText(language: Language, key: MessageKey, ref: string | null | undefined) {
  const text = textIn(language, key);
  return ref ? filledIn(language, 'aboutProject', { text, ref }) : text;
}
