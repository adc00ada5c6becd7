// The languages of the product (docs/decisions/0009-languages.md): English and Hindi.
// Shared by the web (the switch, `<html lang>`) and the server (an account's language, an
// anonymous caller's Accept-Language).
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The BCP 47 locale the Intl formatters use: Indian English and Hindi in India. */
export const localeOf: Record<Language, 'en-IN' | 'hi-IN'> = { en: 'en-IN', hi: 'hi-IN' };

/** What each language is called in itself, for the switch. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first of our languages in a list of preferences: an Accept-Language header
 * ('hi-IN,hi;q=0.9,en;q=0.8') or navigator.languages. Weights are honoured; anything we do not
 * speak is skipped; nothing we speak gives the default.
 */
export function pickLanguage(preferences: string | readonly string[] | null | undefined): Language {
  const entries =
    typeof preferences === 'string'
      ? preferences.split(',').map((part, index) => {
          const [tag = '', ...params] = part.trim().split(';');
          const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
          const weight = q ? Number(q.slice(2)) : 1;
          return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
        })
      : (preferences ?? []).map((tag, index) => ({ tag, weight: 1, index }));
  const ranked = entries
    .filter((e) => e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) {
      return base;
    }
  }
  return defaultLanguage;
}
