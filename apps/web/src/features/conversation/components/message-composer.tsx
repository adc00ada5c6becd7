import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { newProjectMessageSchema } from '@greenscape/shared/schemas/execution';
import { Form } from '../../../components/form/form';
import { firstErrorMessage } from '../../../components/form/first-error';
import { FormImageUploader } from '../../../components/form/form-images';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import {
  useKeptMessage,
  useSendMessage,
  type ConversationRole,
  type NewMessage,
} from '../api/messages';

export const maxLength = 2000;
export const maxPhotos = 5;
/** The count appears from here on, so it does not distract from a short message. */
const countFrom = maxLength - 200;

/**
 * Writes to the thread: a text of 1 to 2000 characters and up to 5 photos
 * (docs/product.md#conversation). It stays at the bottom of the screen while the thread scrolls
 * (sticky), so on a phone it sits right above the on-screen keyboard. The text stays when the
 * server refuses, with its reason; it and the photos are cleared once the message is in.
 */
type ComposerProps = {
  projectId: string;
  role: ConversationRole;
  /** Before the thread shows the new message: the thread scrolls to it. */
  onSent?: () => void;
};

/** What sends the message: the team's straight from the office, the others' through the outbox. */
type Sender = Pick<UseMutationResult<unknown, Error, NewMessage>, 'mutate' | 'isPending' | 'error'>;

export function MessageComposer(props: ComposerProps) {
  return props.role === 'admin' ? (
    <TeamComposer {...props} />
  ) : (
    <KeptComposer {...props} role={props.role} />
  );
}

function TeamComposer(props: ComposerProps) {
  return <ComposerForm {...props} send={useSendMessage(props.projectId, 'admin')} />;
}

function KeptComposer(props: ComposerProps & { role: Exclude<ConversationRole, 'admin'> }) {
  return <ComposerForm {...props} send={useKeptMessage(props.projectId, props.role)} />;
}

function ComposerForm({ role, onSent, send }: ComposerProps & { send: Sender }) {
  const t = useT();
  const textId = useId();
  const countId = useId();
  const form = useZodForm(newProjectMessageSchema, { text: '', photos: [] });
  const text = useWatch({ control: form.control, name: 'text' });
  const [uploading, setUploading] = useState(false);
  // A new uploader after each message sent: it keeps its thumbnails in its own state.
  const [round, setRound] = useState(0);
  const [photosOpen, setPhotosOpen] = useState(false);
  const photos = useWatch({ control: form.control, name: 'photos' }) ?? [];

  const checkThenSend = form.handleSubmit((message) =>
    send.mutate(message, {
      onSuccess: () => {
        onSent?.();
        form.reset();
        setPhotosOpen(false);
        setRound((r) => r + 1);
      },
    }),
  );
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (uploading || send.isPending) {
      return;
    }
    void checkThenSend(event);
  };

  const length = text.length;
  // The text's or the photos' refusal, in the schema's order.
  const invalid = firstErrorMessage(form.formState.errors);
  const error = invalid ?? send.error?.message;
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-1.5 border-t border-stone-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
    >
      {error && <Alert kind="error">{error}</Alert>}
      <label htmlFor={textId} className="sr-only text-sm font-medium text-stone-800 sm:not-sr-only">
        {t('conversation.composer.label')}
      </label>
      {/* On a phone the box and Send share one row and the box starts one line high: the
          composer sticks over the thread, and at a quarter of the screen it hid the thread. */}
      <div className="flex items-end gap-2 sm:flex-col sm:items-stretch">
        <textarea
          id={textId}
          {...form.register('text')}
          rows={1}
          placeholder={t('conversation.composer.label')}
          onKeyDown={(event) => {
            // Enter writes a new line (a phone's keyboard has no other way); Ctrl or ⌘ + Enter
            // sends.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              submit();
            }
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={length >= countFrom ? countId : undefined}
          className={`field-sizing-content max-h-40 min-h-11 w-full flex-1 resize-none rounded-md border px-3 py-2 sm:min-h-16 sm:resize-y text-stone-900 shadow-sm outline-none focus:ring-2 focus:ring-brand ${
            length > maxLength ? 'border-red-600' : 'border-stone-300'
          }`}
        />
        <Button
          busy={send.isPending}
          disabled={uploading}
          className="shrink-0 sm:w-auto sm:self-end"
        >
          {t('conversation.composer.send')}
        </Button>
      </div>
      {length >= countFrom && (
        <p
          id={countId}
          className={`text-xs ${length > maxLength ? 'font-semibold text-red-700' : 'text-stone-600'}`}
        >
          {t('conversation.composer.count', { count: length, max: maxLength })}
        </p>
      )}
      <details
        open={photosOpen}
        onToggle={(event) => setPhotosOpen(event.currentTarget.open)}
        className="group"
      >
        <summary className="cursor-pointer text-sm font-medium text-brand">
          {photos.length > 0
            ? t('conversation.composer.photosChosen', { count: photos.length })
            : t('conversation.composer.photos')}
        </summary>
        {/* Limited in height so the thread stays in sight on a phone. */}
        <div className="mt-2 max-h-[40vh] overflow-y-auto">
          <FormImageUploader
            key={round}
            name="photos"
            label={t('conversation.composer.photosLabel')}
            purpose="work-photo"
            as={role}
            max={maxPhotos}
            onBusy={setUploading}
            kept={role !== 'admin'}
            showError={false}
          />
        </div>
      </details>
      {uploading && (
        <p className="text-xs text-stone-600">{t('conversation.composer.uploading')}</p>
      )}
    </Form>
  );
}
