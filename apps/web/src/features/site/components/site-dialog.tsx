import { useId, useRef } from 'react';
import {
  siteBodySchema,
  type ProjectSite,
  type SiteInput,
} from '@greenscape/shared/schemas/project-site';
import { Form } from '../../../components/form/form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useChangeSite } from '../api/change-site';
import { SiteFields, siteFormValues } from './site-fields';

/** The site's change in a dialog; it closes once the server saved it. */
export function SiteDialog(props: {
  projectId: string;
  role: 'user' | 'admin';
  site: ProjectSite;
  onClose: () => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const change = useChangeSite(props.projectId, props.role);
  const form = useZodForm(siteBodySchema, siteFormValues(props.site));
  const save = async (site: SiteInput) => {
    const saved = await change.mutateAsync(site).catch(() => undefined);
    if (saved) {
      dialog.current?.close();
    }
  };
  return (
    <Dialog
      ref={dialog}
      onClose={props.onClose}
      labelledBy={`${id}-title`}
      className="m-auto w-[min(36rem,92vw)] rounded-xl p-5 shadow-xl backdrop:bg-black/50 md:p-6"
    >
      <Form
        form={form}
        onSubmit={(event) => form.handleSubmit(save)(event)}
        labelledBy={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
          {t('common.site.change')}
        </h2>
        <SiteFields />
        {change.error && <Alert kind="error">{localize(change.error.message)}</Alert>}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" size="sm" onClick={() => dialog.current?.close()}>
            {t('common.action.cancel')}
          </Button>
          <Button type="submit" size="sm" busy={change.isPending}>
            {t('common.site.save')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
