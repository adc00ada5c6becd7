import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { visitTimeHasCome } from '@greenscape/shared/execution-rules';
import { siteVisitReportBodySchema } from '@greenscape/shared/schemas/execution';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/select-field';
import { T, useT } from '../../../i18n/use-t';
import type { ExecutionRole, VisitReport } from '../api/execution';
import { useExecutionFormats } from './formats';
import { PhotoPicker } from './photo-picker';
import { usePhotoForm } from './use-photo-form';

/** setTimeout's longest wait (about 24 days); a page open longer than that is reloaded anyway. */
const longestTimer = 2 ** 31 - 1;

/** Whether the instant has come, turning true by itself while the page stays open. */
function useTimeHasCome(at: string): boolean {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const come = visitTimeHasCome(at);
  useEffect(() => {
    const wait = new Date(at).getTime() - Date.now();
    if (come || wait > longestTimer) {
      return undefined;
    }
    const timer = setTimeout(tick, wait + 1000);
    return () => clearTimeout(timer);
  }, [at, come]);
  return come;
}

/**
 * The visit's report, once it is confirmed and its time has come (docs/product.md#site-visit;
 * before, it says from when): what was found (1 to 2000 characters), the measured area and up to
 * 10 photos. The selected partner sends it, or the team on the partner's behalf.
 */
export function VisitReportForm({
  role,
  confirmedSlot,
  busy,
  error,
  onSubmit,
}: {
  role: Extract<ExecutionRole, 'service-provider' | 'admin'>;
  /** The visit's confirmed time (ISO): the report opens then, as the server's rule says. */
  confirmedSlot: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (report: VisitReport) => void;
}) {
  const t = useT();
  const format = useExecutionFormats();
  const open = useTimeHasCome(confirmedSlot);
  const [notes, setNotes] = useState('');
  const [measuredArea, setMeasuredArea] = useState('');
  // A visit is reported once (docs/product.md#site-visit): asked first.
  const [asking, setAsking] = useState(false);
  const { photos, uploading, issues, onPhotos, valid } = usePhotoForm(siteVisitReportBodySchema);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid({ notes, measuredArea, photos })) {
      return;
    }
    setAsking(true);
  };
  if (!open) {
    return (
      <p className="border-t border-stone-200 pt-3 text-sm text-stone-700">
        <T
          id="common.execution.report.notYet"
          values={{
            time: (
              <time dateTime={confirmedSlot} className="font-semibold">
                {format.slot(confirmedSlot)}
              </time>
            ),
          }}
        />
      </p>
    );
  }
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
