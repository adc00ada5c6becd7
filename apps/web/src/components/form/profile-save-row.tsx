import type { ReactNode } from 'react';
import { messages } from '@greenscape/shared/messages';
import { useT } from '../../i18n/use-t';
import { Alert } from '../ui/alert';
import { SubmitRow } from './form';

/**
 * The end of every profile form: the new phone's code step where there is one
 * (lib/new-phone-proof.tsx), the confirmation of a save that stays on the page, the server's
 * refusal and the button.
 */
export function ProfileSaveRow({
  update,
  newPhone,
  saved = false,
  className,
  children,
}: {
  update: { error: Error | null; isPending: boolean };
  newPhone?: { field: ReactNode; busy: boolean };
  saved?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {newPhone?.field}
      {saved && <Alert kind="success">{messages.profileUpdated}</Alert>}
      <SubmitRow
        failure={update.error}
        busy={update.isPending || Boolean(newPhone?.busy)}
        {...(className ? { className } : {})}
      >
        {children ?? t('common.action.saveChanges')}
      </SubmitRow>
    </>
  );
}
