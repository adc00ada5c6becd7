import { useEffect, useReducer, useState } from 'react';
import { visitTimeHasCome } from '@greenscape/shared/execution-rules';
import { siteVisitReportBodySchema } from '@greenscape/shared/schemas/execution';
import { FormField, FormTextAreaField } from '../../../components/form/form-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { T, useT } from '../../../i18n/use-t';
import type { ExecutionRole, VisitReport } from '../api/execution';
import { useExecutionFormats } from './formats';
import { PhotoField, PhotoForm } from './photo-form';
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
  const { form, uploading, onBusy } = usePhotoForm(siteVisitReportBodySchema, {
    notes: '',
    measuredArea: '',
    photos: [],
  });
  // A visit is reported once (docs/product.md#site-visit): asked first, with the checked report.
  const [asking, setAsking] = useState<VisitReport | null>(null);
  const submit = form.handleSubmit(({ notes, measuredArea, photos }) =>
    setAsking({ notes, ...(measuredArea ? { measuredArea } : {}), photos }),
  );
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
    <PhotoForm form={form} onSubmit={submit}>
      <h3 className="font-semibold">{t('common.execution.report.title')}</h3>
      <FormTextAreaField name="notes" label={t('common.execution.report.notes')} maxLength={2000} />
      <FormField
        name="measuredArea"
        label={t('common.execution.report.area')}
        hint={t('common.execution.report.areaHint')}
        maxLength={200}
      />
      <PhotoField
        label={t('common.execution.report.photos')}
        role={role}
        onBusy={onBusy}
        kept={role === 'service-provider'}
      />
      {error && <Alert kind="error">{error}</Alert>}
      <Button type="submit" busy={busy} disabled={uploading} className="self-start">
        {uploading ? t('common.execution.uploading') : t('common.execution.report.submit')}
      </Button>
      {asking && (
        <ConfirmDialog
          question={t('common.execution.report.question')}
          confirmLabel={t('common.execution.report.confirm')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            onSubmit(asking);
          }}
        >
          <p>{t('common.execution.report.whatFollows')}</p>
        </ConfirmDialog>
      )}
    </PhotoForm>
  );
}
