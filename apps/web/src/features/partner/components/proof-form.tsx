import { useState, type FormEvent } from 'react';
import { milestoneProofBodySchema } from '@greenscape/shared/schemas/execution';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/select-field';
import { useT } from '../../../i18n/use-t';
import { PhotoPicker } from '../../execution/components/photo-picker';
import { usePhotoForm } from '../../execution/components/use-photo-form';

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
  onSubmit: (body: { note: string; photos: string[] }) => void;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  // The first proof fixes the work plan (docs/product.md#milestones): asked first.
  const [asking, setAsking] = useState(false);
  const { photos, uploading, issues, onPhotos, valid } = usePhotoForm(milestoneProofBodySchema);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid({ note, photos })) {
      return;
    }
    setAsking(true);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('partner.execution.proofForm', { num })}
      className="flex flex-col gap-3 border-t border-stone-200 pt-3"
    >
      <p className="text-sm font-medium">
        {t(again ? 'partner.execution.proofAgain' : 'partner.execution.proofIntro')}
      </p>
      <TextAreaField
        label={t('partner.execution.proofNote')}
        value={note}
        maxLength={2000}
        onChange={(e) => setNote(e.target.value)}
        error={issues.note}
      />
      <PhotoPicker
        label={t('partner.execution.proofPhotos')}
        role="service-provider"
        onChange={onPhotos}
        error={issues.photos}
      />
      {error && <Alert kind="error">{error}</Alert>}
      <Button type="submit" busy={busy} disabled={uploading} className="self-start">
        {uploading ? t('common.execution.uploading') : t('partner.execution.sendProof')}
      </Button>
      {asking && (
        <ConfirmDialog
          question={t('partner.execution.proofQuestion', { num })}
          confirmLabel={t('partner.execution.proofConfirm')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onSubmit({ note, photos });
          }}
        >
          <p>{t('partner.execution.proofWhatFollows')}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
