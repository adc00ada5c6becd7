import { useState } from 'react';
import type { Role } from '@greenscape/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useLogout } from '../api/logout';

const variants = {
  header: 'inverse',
  menu: 'secondary',
} as const;

/**
 * What the phone holds of the account that was never sent (the outbox, docs/offline.md): signing
 * out deletes it, so it is asked first.
 */
export type Unsent = { count: number; forget(): Promise<void> };

export function LogoutButton({
  role,
  label,
  placement = 'header',
  unsent,
}: {
  role: Role;
  label: string;
  placement?: keyof typeof variants;
  unsent?: Unsent;
}) {
  const t = useT();
  const localize = useLocalize();
  const logout = useLogout(role);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variants[placement]}
        size="xs"
        onClick={() => (unsent && unsent.count > 0 ? setAsking(true) : logout.mutate(undefined))}
        disabled={logout.isPending}
        className="text-sm"
      >
        {label}
      </Button>
      {logout.isError && (
        <p role="alert" className="text-sm break-words">
          {t('common.nav.logoutFailed', { message: localize(logout.error.message) })}
        </p>
      )}
      {asking && unsent && (
        <ConfirmDialog
          question={t('common.outbox.logoutQuestion', { count: unsent.count })}
          confirmLabel={label}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            logout.mutate(unsent.forget);
          }}
        >
          <p>{t('common.outbox.logoutDetails')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
