import { useId, useState } from 'react';
import { z } from 'zod';
import { messages as m } from '@greenscape/shared/messages';
import type { CareVisit } from '@greenscape/shared/schemas/care-plan';
import { photoRefs } from '@greenscape/shared/schemas/execution';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { PhotoField, PhotoForm } from '../../execution/components/photo-form';
import { usePhotoForm } from '../../execution/components/use-photo-form';

// The log's notes and photos, in the words of the contract's schema
// (packages/shared/src/schemas/care-plan.ts); the tasks are ticked beside it.
const logFormSchema = z.object({
  notes: z.string().trim().max(2000, m.careNotesInvalid),
  photos: photoRefs(10, m.careLogPhotosRequired).pipe(
    z.array(z.string()).min(1, m.careLogPhotosRequired),
  ),
});

export type VisitLog = {
  notes: string;
  tasks: { key: string; done: boolean }[];
  photos: string[];
};

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
  const submit = form.handleSubmit((values) =>
    props.onSubmit({
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
      <PhotoField label={t('care.visit.photos')} role="service-provider" onBusy={onBusy} />
      <Button type="submit" busy={props.busy} disabled={uploading} className="self-start">
        {uploading ? t('common.execution.uploading') : t('care.visit.sendLog')}
      </Button>
    </PhotoForm>
  );
}
