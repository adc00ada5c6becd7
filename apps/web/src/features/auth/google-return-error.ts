import { isCatalogueMessage, messages } from '@greenscape/shared/messages';

/**
 * The text to show for a sign-in page's `?error=`. Only the server's Google return sets it, and
 * always to a catalogue message; anyone can write such a link, though, so other text is never
 * shown: it would put a phisher's words on our own domain. It becomes the generic Google failure,
 * which is what the parameter's presence means.
 */
export function googleReturnError(raw: string | null): string | undefined {
  if (!raw) {
    return undefined;
  }
  return isCatalogueMessage(raw) ? raw : messages.googleFailed;
}
