import { milestoneChangesBodySchema } from '@greenscape/shared/schemas/execution';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { PhotoField, PhotoForm } from '../../execution/components/photo-form';
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
  const { form, uploading, onBusy } = usePhotoForm(milestoneChangesBodySchema, {
    text: '',
    photos: [],
  });
  return (
    <PhotoForm
      form={form}
      onSubmit={form.handleSubmit((changes) => onSubmit(changes))}
      label={t('user.execution.changes.form', { num })}
    >
      <FormTextAreaField name="text" label={t('user.execution.changes.text')} maxLength={2000} />
      <PhotoField label={t('user.execution.changes.photos')} role="user" onBusy={onBusy} kept />
      {error && <Alert kind="error">{error}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" busy={busy} disabled={uploading}>
          {uploading ? t('common.execution.uploading') : t('user.execution.changes.send')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.action.cancel')}
        </Button>
      </div>
    </PhotoForm>
  );
}
