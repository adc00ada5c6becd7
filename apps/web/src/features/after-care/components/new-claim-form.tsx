import { useState, type ReactNode } from 'react';
import { newClaimSchema, type NewClaim } from '@greenscape/shared/schemas/warranty';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useLocalize, useT } from '../../../i18n/use-t';
import { PhotoField, PhotoForm } from '../../execution/components/photo-form';
import { usePhotoForm } from '../../execution/components/use-photo-form';
import { useOpenClaim } from '../api/after-care';

/**
 * The customer's "Report a problem": what is wrong, with up to 10 photos. Once sent, the form
 * starts afresh (its photo picker too) for another problem, under the word that it was sent.
 */
export function NewClaimForm({ projectId }: { projectId: string }) {
  const t = useT();
  const localize = useLocalize();
  const open = useOpenClaim(projectId);
  const [sent, setSent] = useState(0);
  return (
    <ClaimFields
      key={sent}
      busy={open.isPending}
      onSubmit={(body) => open.mutate(body, { onSuccess: () => setSent((n) => n + 1) })}
    >
      {open.isError && <Alert kind="error">{localize(open.error.message)}</Alert>}
      {open.isSuccess && <Alert kind="success">{t('care.warranty.reported')}</Alert>}
    </ClaimFields>
  );
}

function ClaimFields(props: {
  busy: boolean;
  onSubmit: (body: NewClaim) => void;
  children: ReactNode;
}) {
  const t = useT();
  const { form, uploading, onBusy } = usePhotoForm(newClaimSchema, { text: '', photos: [] });
  return (
    <PhotoForm
      form={form}
      onSubmit={form.handleSubmit((body) => props.onSubmit(body))}
      label={t('care.warranty.report')}
    >
      <p className="font-medium text-stone-900">{t('care.warranty.report')}</p>
      <FormTextAreaField name="text" label={t('care.warranty.problem')} maxLength={2000} />
      <PhotoField label={t('care.warranty.photos')} role="user" onBusy={onBusy} />
      {props.children}
      <Button type="submit" busy={props.busy} disabled={uploading} className="self-start">
        {uploading ? t('common.execution.uploading') : t('care.warranty.send')}
      </Button>
    </PhotoForm>
  );
}
