import { useId, useRef, useState } from 'react';
import type { Role } from '@greenscape/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { useExecutionFormats } from '../../execution/components/formats';
import { discardAction } from '../outbox';
import type { OutboxAction } from '../outbox-store';
import { useOutbox, useOutboxSnapshot } from '../use-outbox';

/**
 * The outbox in the area's header (docs/offline.md): how many actions wait on this phone, and a
 * list of them with each photo's progress while it goes up, and the server's refusal of any it
 * refused, which the person discards (confirmed) rather than the app sending it again.
 */
export function OutboxButton({ role }: { role: Extract<Role, 'user' | 'service-provider'> }) {
  const t = useT();
  useOutbox(role);
  const account = useAccount(role);
  const { actions, progress } = useOutboxSnapshot();
  const own = actions.filter((a) => a.account.role === role && a.account.id === account._id);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  if (own.length === 0) {
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

function OutboxItem({
  action,
  progress,
}: {
  action: OutboxAction;
  progress: Record<string, number>;
}) {
  const t = useT();
  const localize = useLocalize();
  const { instant } = useExecutionFormats();
  const [asking, setAsking] = useState(false);
  const made = instant(new Date(action.createdAt).toISOString());
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-lg border border-stone-200 p-3">
      <p className="font-medium break-words">{t(action.label.id, action.label.values)}</p>
      <p className="text-xs text-stone-500">
        {made} · {t('common.outbox.photos', { count: action.photos.length })}
      </p>
      {action.state === 'refused' ? (
        <p role="alert" className="text-sm break-words text-red-700">
          {t('common.outbox.refused', { message: localize(action.refusal?.message ?? '') })}
        </p>
      ) : (
        <p className="text-sm text-stone-700">{t('common.outbox.waiting')}</p>
      )}
      {action.photos.map((photo, index) =>
        progress[photo.heldId] !== undefined ? (
          <div
            key={photo.heldId}
            role="progressbar"
            aria-label={t('common.outbox.photoProgress', { number: index + 1 })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((progress[photo.heldId] ?? 0) * 100)}
            className="h-1.5 overflow-hidden rounded bg-stone-200"
          >
            <div
              className="h-full bg-brand"
              style={{ width: `${Math.round((progress[photo.heldId] ?? 0) * 100)}%` }}
            />
          </div>
        ) : null,
      )}
      <Button
        type="button"
        variant="link"
        className="self-start text-sm font-medium text-red-700"
        onClick={() => setAsking(true)}
      >
        {t('common.outbox.discard')}
      </Button>
      {asking && (
        <ConfirmDialog
          question={t('common.outbox.discardQuestion')}
          confirmLabel={t('common.outbox.discard')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void discardAction(action.id);
          }}
        />
      )}
    </li>
  );
}
