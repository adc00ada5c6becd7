import { useId, useState } from 'react';
import {
  type CareVisit,
  type VisitLog,
  visitLogSchema,
} from '@greenscape/shared/schemas/care-plan';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/use-t';
import { PhotoField, PhotoForm } from '../../execution/components/photo-form';
import { usePhotoForm } from '../../execution/components/use-photo-form';

// The log's notes and photos as the contract's schema checks them; the tasks are ticked beside.
const logFormSchema = visitLogSchema.pick({ notes: true, photos: true });

/** The picked partner's log of a visit: the checklist ticked, notes, 1 to 10 photos. */
export function VisitLogForm(props: {
  visit: CareVisit;
  busy: boolean;
  onSubmit: (log: VisitLog) => void;
}) {
  const t = useT();
  const id = useId();
  const [done, setDone] = useState<Record<string, boolean>>({});
  const { form, uploading, onBusy } = usePhotoForm(logFormSchema, { notes: '', photos: [] });
  // A visit is logged once: asked first.
  const [asking, setAsking] = useState<VisitLog | null>(null);
  const submit = form.handleSubmit((values) =>
    setAsking({
      ...values,
      tasks: props.visit.checklist.map((task) => ({
        key: task.key,
        done: done[task.key] ?? false,
      })),
    }),
  );
  return (
    <PhotoForm form={form} onSubmit={submit} label={t('care.visit.logForm')}>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('care.visit.tickTasks')}</legend>
        {props.visit.checklist.map((task) => (
          <label
            key={task.key}
            htmlFor={`${id}-${task.key}`}
            className="flex items-start gap-2 text-sm"
          >
            <input
              id={`${id}-${task.key}`}
              type="checkbox"
              className="mt-1 h-4 w-4"
              checked={done[task.key] ?? false}
              onChange={(event) => setDone({ ...done, [task.key]: event.target.checked })}
            />
            <span className="break-words">{task.label}</span>
          </label>
        ))}
      </fieldset>
      <FormTextAreaField name="notes" label={t('care.visit.notes')} maxLength={2000} />
      <PhotoField label={t('care.visit.photos')} role="service-provider" onBusy={onBusy} kept />
      <Button type="submit" busy={props.busy} disabled={uploading} className="self-start">
        {uploading ? t('common.execution.uploading') : t('care.visit.sendLog')}
      </Button>
      {asking && (
        <ConfirmDialog
          question={t('care.visit.logQuestion')}
          confirmLabel={t('care.visit.sendLog')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            props.onSubmit(asking);
          }}
        >
          <p>{t('care.visit.logFollows')}</p>
        </ConfirmDialog>
      )}
    </PhotoForm>
  );
}
