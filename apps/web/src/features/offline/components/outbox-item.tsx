import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useExecutionFormats } from '../../execution/components/formats';
import { discardAction, editableText, editAction } from '../outbox';
import type { OutboxAction } from '../outbox-store';

/**
 * One action of the outbox (docs/offline.md): when it was made, each photo's progress while it
 * goes up, and the server's refusal of one it refused, which the person edits and sends again or
 * discards (confirmed) rather than the app sending it again by itself.
 */
export function OutboxItem({
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
  const text = editableText(action);
  const [editing, setEditing] = useState<string | null>(null);
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
      {action.state === 'refused' && text !== undefined && editing === null && (
        <Button
          type="button"
          variant="link"
          className="self-start text-sm font-medium"
          onClick={() => setEditing(text)}
        >
          {t('common.outbox.edit')}
        </Button>
      )}
      {editing !== null && (
        <EditForm text={editing} action={action} onDone={() => setEditing(null)} />
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

/** The person's words of a refused action, edited in place, then sent again. */
function EditForm(props: { text: string; action: OutboxAction; onDone: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const id = useId();
  const [text, setText] = useState(props.text);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void editAction(client, props.action.id, text.trim()).then(props.onDone);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('common.outbox.editLabel')}
      </label>
      <textarea
        id={id}
        value={text}
        required
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
        className="field-sizing-content min-h-16 w-full rounded-md border border-stone-300 px-3 py-2 text-stone-900 shadow-sm outline-none focus:ring-2 focus:ring-brand"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={text.trim() === ''}>
          {t('common.outbox.sendAgain')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={props.onDone}>
          {t('common.action.cancel')}
        </Button>
      </div>
    </form>
  );
}
