import { useState, type FormEvent } from 'react';
import { siteVisitReportBodySchema } from '@greenscape/shared/schemas/execution';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/select-field';
import { useT } from '../../../i18n/use-t';
import type { ExecutionRole, VisitReport } from '../api/execution';
import { PhotoPicker } from './photo-picker';
import { usePhotoForm } from './use-photo-form';

/**
 * The visit's report, once it is confirmed (AFTER-THE-PICK §B): what was found (1 to 2000
 * characters), the measured area and up to 10 photos. The selected partner sends it, or the team
 * on the partner's behalf.
 */
export function VisitReportForm({
  role,
  busy,
  error,
  onSubmit,
}: {
  role: Extract<ExecutionRole, 'service-provider' | 'admin'>;
  busy: boolean;
  error: string | undefined;
  onSubmit: (report: VisitReport) => void;
}) {
  const t = useT();
  const [notes, setNotes] = useState('');
  const [measuredArea, setMeasuredArea] = useState('');
  // A visit is reported once (AFTER-THE-PICK §B): asked first.
  const [asking, setAsking] = useState(false);
  const { photos, uploading, issues, onPhotos, valid } = usePhotoForm(siteVisitReportBodySchema);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid({ notes, measuredArea, photos })) {
      return;
    }
    setAsking(true);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 border-t border-stone-200 pt-3"
    >
      <h3 className="font-semibold">{t('common.execution.report.title')}</h3>
      <TextAreaField
        label={t('common.execution.report.notes')}
        value={notes}
        maxLength={2000}
        onChange={(e) => setNotes(e.target.value)}
        error={issues.notes}
      />
      <Field
        label={t('common.execution.report.area')}
        hint={t('common.execution.report.areaHint')}
        value={measuredArea}
        maxLength={200}
        onChange={(e) => setMeasuredArea(e.target.value)}
        error={issues.measuredArea}
      />
      <PhotoPicker
        label={t('common.execution.report.photos')}
        role={role}
        onChange={onPhotos}
        error={issues.photos}
      />
      {error && <Alert kind="error">{error}</Alert>}
      <Button type="submit" busy={busy} disabled={uploading} className="self-start">
        {uploading ? t('common.execution.uploading') : t('common.execution.report.submit')}
      </Button>
      {asking && (
        <ConfirmDialog
          question={t('common.execution.report.question')}
          confirmLabel={t('common.execution.report.confirm')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onSubmit({ notes, ...(measuredArea.trim() ? { measuredArea } : {}), photos });
          }}
        >
          <p>{t('common.execution.report.whatFollows')}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
