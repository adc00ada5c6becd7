import { useEffect, useState } from 'react';
import type { Role } from '@greenscape/shared/schemas/auth';

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
  return roles;
}
