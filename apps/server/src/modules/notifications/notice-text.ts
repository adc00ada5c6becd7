import type { Language } from '@greenscape/shared/language';
import type { MessageKey } from '@greenscape/shared/messages';
import { filledIn, textIn } from '../../lib/texts';

// The panel words its 30 latest notices each time it opens (feed.ts), mostly the texts it worded
// the time before: filling their templates cost 13-14 µs a feed (docs/performance.md, "The badge
// reads two counts"). Bounded, since the references grow with the projects.
const worded = new Map<string, string>();
const wordedCap = 10_000;

/** A notice's text in a language, naming the project by the reference people read out. */
export function noticeText(language: Language, key: MessageKey, ref: string | null | undefined) {
  if (!ref) {
    return textIn(language, key);
  }
  const at = `${language}\u0000${key}\u0000${ref}`;
  let text = worded.get(at);
  if (text === undefined) {
    text = filledIn(language, 'aboutProject', { text: textIn(language, key), ref });
    if (worded.size >= wordedCap) {
      worded.clear();
    }
    worded.set(at, text);
  }
  return text;
}
