import { useState } from 'react';
import { claimFixSchema } from '@greenscape/shared/schemas/warranty';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/use-t';
import { PhotoField, PhotoForm } from '../../execution/components/photo-form';
import { usePhotoForm } from '../../execution/components/use-photo-form';

/** The picked partner's report of a warranty fix: what was done, with 1 to 10 photos. */
export function FixForm(props: {
  busy: boolean;
  onSubmit: (fix: { fixNote: string; photos: string[] }) => void;
}) {
  const t = useT();
  const { form, uploading, onBusy } = usePhotoForm(claimFixSchema, { fixNote: '', photos: [] });
  // A fix is reported once: asked first.
  const [asking, setAsking] = useState<{ fixNote: string; photos: string[] } | null>(null);
  return (
    <PhotoForm
      form={form}
      onSubmit={form.handleSubmit((fix) => setAsking(fix))}
      label={t('care.claim.fixForm')}
    >
      <FormTextAreaField name="fixNote" label={t('care.claim.fixNote')} maxLength={2000} />
      <PhotoField label={t('care.claim.fixPhotos')} role="service-provider" onBusy={onBusy} />
      <Button type="submit" busy={props.busy} disabled={uploading} className="self-start">
        {uploading ? t('common.execution.uploading') : t('care.claim.sendFix')}
      </Button>
      {asking && (
        <ConfirmDialog
          question={t('care.claim.fixQuestion')}
          confirmLabel={t('care.claim.sendFix')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            props.onSubmit(asking);
          }}
        >
          <p>{t('care.claim.fixFollows')}</p>
        </ConfirmDialog>
      )}
    </PhotoForm>
  );
}
