import { languageNames, languages, type Language } from '@greenscape/shared/language';
import { chooseLanguage } from '../../i18n/account-language';
import { useLanguage, useT } from '../../i18n/use-t';
import { Button } from './button';

// Below 640 px a header has room for short names only; the full ones stay for screen readers.
const shortNames: Record<Language, string> = { en: 'EN', hi: 'हि' };
// हिन्दी in its own few letters of Mukta (index.css), not the whole Devanagari face.
const languageNameFont = { fontFamily: "'Mukta Language Name', 'Mukta', sans-serif" };

/**
 * English / हिन्दी in every header and mobile menu (docs/product.md#languages). Each name is
 * written in its own language and script, so someone who reads only one of them finds it.
 */
export function LanguageSwitch({
  tone = 'brand',
  compact = tone === 'brand',
}: {
  tone?: 'brand' | 'plain';
  compact?: boolean;
}) {
  const { language } = useLanguage();
  const t = useT();
  const frame = tone === 'brand' ? 'border-white/60' : 'border-stone-300';
  const idle =
    tone === 'brand' ? 'text-white hover:bg-white/15' : 'text-stone-700 hover:bg-stone-100';
  const active = tone === 'brand' ? 'bg-white text-brand' : 'bg-brand text-white';
  return (
    <div
      role="group"
      aria-label={t('shell.language.label')}
      className={`inline-flex shrink-0 overflow-hidden rounded-md border text-sm ${frame}`}
    >
      {languages.map((l) => (
        <Button
          key={l}
          type="button"
          variant="quiet"
          lang={l}
          style={l === 'hi' ? languageNameFont : undefined}
          aria-pressed={l === language}
          onClick={() => void chooseLanguage(l)}
          className={`min-h-9 px-2.5 py-1 font-medium ${l === language ? active : idle}`}
        >
          {compact ? (
            <>
              <span aria-hidden="true" className="sm:hidden">
                {shortNames[l]}
              </span>
              <span className="sr-only sm:not-sr-only">{languageNames[l]}</span>
            </>
          ) : (
            languageNames[l]
          )}
        </Button>
      ))}
    </div>
  );
}
