import { useQuery } from '@tanstack/react-query';
import { authApi } from '@greenscape/shared/contract/auth';
import { urlOf } from '@greenscape/shared/contract/endpoint';
import type { AccountKind } from '@greenscape/shared/schemas/auth';
import { useLanguage } from '../../../i18n/use-t';
import { sessionStateQuery } from '../../../lib/session';
import { useNextParam } from '../use-after-sign-in';

/** A brand's name, the same in every language. */
export const googleName = 'Google';

/**
 * Shown only where Google sign-in is configured (docs/product.md#sign-in), with its `lead` line,
 * so that no heading is left pointing at nothing.
 */
export function GoogleButton({
  kind,
  label,
  lead,
}: {
  kind: AccountKind;
  label: string;
  lead?: string;
}) {
  const { data } = useQuery(sessionStateQuery);
  // Google's return comes back to the page wanted before signing in (docs/product.md#sign-in).
  const next = useNextParam() ?? undefined;
  // A new account takes the language of this page (apps/server/src/modules/auth/google/routes.ts).
  const { language } = useLanguage();
  if (!data?.google) {
    return null;
  }
  return (
    <>
      {lead && <p className="text-center text-sm text-stone-500">{lead}</p>}
      <a
        href={urlOf(authApi.googleStart, { query: { role: kind, next, lang: language } })}
        className="inline-flex items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-5 py-2.5 font-semibold text-stone-800 shadow-sm hover:bg-stone-50"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 01-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0012 23z"
          />
          <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 010-4.2V7.1H2.1a11 11 0 000 9.8z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 002.1 7.1l3.6 2.8C6.6 7.4 9.1 5.4 12 5.4z"
          />
        </svg>
        {label}
      </a>
    </>
  );
}
