import { useEffect, useState } from 'react';
import type { Role } from '@greenscape/shared/schemas/auth';
import { keepLanguageWith } from '../../i18n/account-language';

/** The signed-in roles (lib/public-session.ts), none until the session state has been read. */
export function useSignedInRoles(): Role[] {
  const [roles, setRoles] = useState<Role[]>([]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('../../lib/public-session').then(({ watchSignedInRoles }) => {
      if (live) {
        stop = watchSignedInRoles(setRoles);
      }
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  // Signed in, a choice made on a public page is the account's too.
  useEffect(() => {
    if (roles.length === 0) {
      return;
    }
    return keepLanguageWith(async (language) => {
      const { saveLanguageToAccounts } = await import('../../lib/public-session');
      await saveLanguageToAccounts(roles, language);
    });
  }, [roles]);
  return roles;
}
