import { useCallback } from 'react';
import type { z } from 'zod';
import { isCatalogueMessage } from '@greenscape/shared/messages';
import { useLanguage, useLocalize, useT } from '../i18n/use-t';
import { clientRefusals } from './api-client';

/** The first message per field of a failed zod parse, for forms that validate step by step. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

// zod's own English texts, for the few limits the shared schemas leave unworded (a name's
// maximum length, say: packages/shared/src/schemas/profile.ts). English keeps them as they are.
const tooLong = /^Too big: expected string to have <=?(\d+) characters$/;
const tooShort = /^Too small: expected string to have >=?(\d+) characters$/;
const zodGeneric = /^(Invalid |Too big: |Too small: |Unrecognized key)/;

/**
 * A validation error or a refusal as the kit shows it (components/ui/field.tsx, alert.tsx…), in
 * the page's language: a shared text of packages/shared/src/messages.ts through useLocalize(), the
 * client's own network texts (lib/api-client.ts) and zod's generic ones from the catalogue, and
 * any other text (a server's refusal, already in the reader's language) as it is. So every form
 * gets its errors in Hindi without translating them itself.
 */
export function useMessageText(): (text: string) => string {
  const localize = useLocalize();
  const { language } = useLanguage();
  const t = useT();
  return useCallback(
    (text: string) => {
      if (isCatalogueMessage(text)) {
        return localize(text);
      }
      if (text === clientRefusals.network) {
        return t('common.error.network');
      }
      if (text === clientRefusals.aborted) {
        return t('common.error.aborted');
      }
      if (language === 'en' || !zodGeneric.test(text)) {
        return text;
      }
      const long = tooLong.exec(text);
      if (long) {
        return t('common.form.tooLong', { max: Number(long[1]) });
      }
      const short = tooShort.exec(text);
      if (short) {
        return t('common.form.tooShort', { min: Number(short[1]) });
      }
      return t('common.form.invalid');
    },
    [localize, language, t],
  );
}
