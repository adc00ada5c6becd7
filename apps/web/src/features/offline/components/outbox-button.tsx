import { useId, useRef, useState } from 'react';
import type { Role } from '@greenscape/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { ownedBy } from '../outbox-store';
import { useOutbox, useOutboxSnapshot } from '../use-outbox';
import { OutboxItem } from './outbox-item';

/**
 * The outbox in the area's header (docs/offline.md): how many actions wait on this phone, and a
 * list of them (outbox-item.tsx).
 */
export function OutboxButton({ role }: { role: Extract<Role, 'user' | 'service-provider'> }) {
  const t = useT();
  useOutbox(role);
  const account = useAccount(role);
  const { actions, progress } = useOutboxSnapshot();
  const own = actions.filter((a) => ownedBy(a, { role, id: account._id }));
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  if (own.length === 0) {
    // The list closes with its last action, so that the next one kept does not open it.
    if (open) {
      setOpen(false);
    }
    return null;
  }
  const refused = own.filter((a) => a.state === 'refused').length;
  const waiting = own.length - refused;
  const label = [
    ...(waiting > 0 ? [t('common.outbox.button', { count: waiting })] : []),
    ...(refused > 0 ? [t('common.outbox.refusedButton', { count: refused })] : []),
  ].join(', ');
  return (
    <>
      <Button
        type="button"
        size="xs"
        variant="inverse"
        onClick={() => setOpen(true)}
        className={`text-sm ${refused > 0 ? 'ring-2 ring-amber-300' : ''}`}
      >
        {label}
      </Button>
      {open && (
        <Dialog
          ref={dialog}
          labelledBy={titleId}
          onClose={() => setOpen(false)}
          className="m-auto w-[min(36rem,92vw)] rounded-xl p-5 shadow-xl backdrop:bg-black/50"
        >
          <h2 id={titleId} className="mb-2 text-lg font-semibold text-stone-900">
            {t('common.outbox.title')}
          </h2>
          <p className="mb-3 text-sm text-stone-600">{t('common.outbox.intro')}</p>
          <ul className="flex flex-col gap-3">
            {own.map((action) => (
              <OutboxItem key={action.id} action={action} progress={progress} />
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-4"
            onClick={() => dialog.current?.close()}
          >
            {t('common.action.close')}
          </Button>
        </Dialog>
      )}
    </>
  );
}
