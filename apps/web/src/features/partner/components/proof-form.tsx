import { useState } from 'react';
import { milestoneProofBodySchema } from '@greenscape/shared/schemas/execution';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/use-t';
import { PhotoField, PhotoForm } from '../../execution/components/photo-form';
import { usePhotoForm } from '../../execution/components/use-photo-form';

type Proof = { note: string; photos: string[] };

/**
 * The partner's proof of the current milestone (docs/product.md#milestones): a note and 1 to 10
 * photos.
 */
export function ProofForm({
  num,
  again,
  busy,
  error,
  onSubmit,
}: {
  num: number;
  /** The customer asked for changes: this is the proof of the fixed work. */
  again: boolean;
  busy: boolean;
  error: string | undefined;
  onSubmit: (body: Proof) => void;
}) {
  const t = useT();
  const { form, uploading, onBusy } = usePhotoForm(milestoneProofBodySchema, {
    note: '',
    photos: [],
  });
  // The first proof fixes the work plan (docs/product.md#milestones): asked first.
  const [asking, setAsking] = useState<Proof | null>(null);
  const submit = form.handleSubmit((proof) => setAsking(proof));
  return (
    <PhotoForm form={form} onSubmit={submit} label={t('partner.execution.proofForm', { num })}>
      <p className="text-sm font-medium">
        {t(again ? 'partner.execution.proofAgain' : 'partner.execution.proofIntro')}
      </p>
      <FormTextAreaField name="note" label={t('partner.execution.proofNote')} maxLength={2000} />
      <PhotoField
        label={t('partner.execution.proofPhotos')}
        role="service-provider"
        onBusy={onBusy}
        kept
      />
      {error && <Alert kind="error">{error}</Alert>}
      <Button type="submit" busy={busy} disabled={uploading} className="self-start">
        {uploading ? t('common.execution.uploading') : t('partner.execution.sendProof')}
      </Button>
      {asking && (
        <ConfirmDialog
          question={t('partner.execution.proofQuestion', { num })}
          confirmLabel={t('partner.execution.proofConfirm')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            onSubmit(asking);
          }}
        >
          <p>{t('partner.execution.proofWhatFollows')}</p>
        </ConfirmDialog>
      )}
    </PhotoForm>
  );
}
