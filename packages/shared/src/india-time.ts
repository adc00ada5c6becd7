import { localeOf, type Language } from './language';

// Deadlines are India's whatever the reader's device or the server's clock zone says, so the
// SMS, the partner's pages and the team's screen name the same moment.
export const indiaTimeZone = 'Asia/Kolkata';

const shortFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment as a short Indian date and time: '1 Dec, 6:30 pm' ('1 दिस॰, 6:30 pm' in Hindi). Short
 * because an Indian DLT SMS template caps a variable at 30 characters; plain spaces because some
 * ICU versions put a narrow no-break space before 'pm', which would push an English SMS out of
 * the GSM alphabet into the costlier Unicode encoding.
 */
export function shortIndiaTime(at: Date | string, language: Language): string {
  let format = shortFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf[language], {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: indiaTimeZone,
    });
    shortFormats.set(language, format);
  }
  return format.format(new Date(at)).replace(/\s+/gu, ' ');
}
