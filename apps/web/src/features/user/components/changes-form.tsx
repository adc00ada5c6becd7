import { useState, type FormEvent } from 'react';
import { milestoneChangesBodySchema } from '@greenscape/shared/schemas/execution';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/select-field';
import { useT } from '../../../i18n/use-t';
import { PhotoPicker } from '../../execution/components/photo-picker';
import { usePhotoForm } from '../../execution/components/use-photo-form';

/**
 * What the customer wants changed in a milestone's work (docs/product.md#milestones), with photos.
 */
export function ChangesForm({
  num,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  num: number;
  busy: boolean;
  error: string | undefined;
  onSubmit: (body: { text: string; photos: string[] }) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const { photos, uploading, issues, onPhotos, valid } = usePhotoForm(milestoneChangesBodySchema);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid({ text, photos })) {
      return;
    }
    onSubmit({ text, photos });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('user.execution.changes.form', { num })}
      className="flex flex-col gap-3 border-t border-stone-200 pt-3"
    >
      <TextAreaField
        label={t('user.execution.changes.text')}
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
        error={issues.text}
      />
      <PhotoPicker
        label={t('user.execution.changes.photos')}
        role="user"
        onChange={onPhotos}
        error={issues.photos}
      />
      {error && <Alert kind="error">{error}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" busy={busy} disabled={uploading}>
          {uploading ? t('common.execution.uploading') : t('user.execution.changes.send')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.action.cancel')}
        </Button>
      </div>
    </form>
  );
}
