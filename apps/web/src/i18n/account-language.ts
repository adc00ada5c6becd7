import type { Language } from '@greenscape/shared/language';
import { setLanguage } from './language-store';

// While someone is signed in, their choice is also kept with their account
// (`PUT /api/me/preferences`), so the server writes to them in it and their next device starts in
// it. The signed-in parts of the page register how to save it (i18n/use-account-language.ts).
let saveToAccount: ((language: Language) => Promise<unknown>) | undefined;

export function keepLanguageWith(save: typeof saveToAccount): () => void {
  saveToAccount = save;
  return () => {
    if (saveToAccount === save) {
      saveToAccount = undefined;
    }
  };
}

/** The switch's choice: the page changes at once; the account follows in the background. */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  await saveToAccount?.(language).catch(() => {
    // The page and this browser already speak the language; the account catches up next time.
  });
}
