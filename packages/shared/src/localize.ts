import type { Language } from './language';
import { codeOfMessage, messages, type MessageKey } from './messages';

// The Hindi table is passed in rather than imported: the server imports messages-hi.ts at
// start, the web loads it as a chunk of its own once someone picks Hindi, and until
// it arrives the English text stands in.
export type MessageTable = Readonly<Record<MessageKey, string>>;

/** The text of a key in a language; English while the Hindi table is not there. */
export function messageIn(
  language: Language,
  key: MessageKey,
  hindi: MessageTable | undefined,
): string {
  return (language === 'hi' && hindi?.[key]) || messages[key];
}

/**
 * One of our English texts (an error's `message`, a ?error= notice) in the table's language;
 * any other text, e.g. a validator's own or one already translated, is left as it is.
 */
export function localizeWith(table: MessageTable | undefined, text: string): string {
  const key = table && codeOfMessage(text);
  return (key && table[key]) || text;
}

/** Puts values in a text's `{name}` places; a place without a value stays as written. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : place,
  );
}

/** The `{name}` places of a text, for checking that translations keep them. */
export function placesOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}
