import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { areaOptionsByService } from '@greenscape/shared/areas';
import { budgetOptions } from '@greenscape/shared/budgets';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { siteOfProfile } from '@greenscape/shared/schemas/project-site';
import { newProjectSchema, type NewProject } from '@greenscape/shared/schemas/projects';
import { serviceKeys, type ServiceKey } from '@greenscape/shared/services';
import { Form } from '../../../components/form/form';
import { FormSelectField, FormTextAreaField } from '../../../components/form/form-fields';
import { FormImageUploader } from '../../../components/form/form-images';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { StickyAction } from '../../../components/ui/sticky-action';
import type { MessageId } from '../../../i18n/namespaces';
import { serviceNameId } from '../../../i18n/service-names';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { SiteFields, siteFormValues } from '../../site/components/site-fields';
import { useCreateProject } from '../api/projects';
import { areaTextId, budgetTextId } from '../components/customer-texts';

/**
 * 'Start your project': one responsive form for desktop and mobile (the earlier version had two,
 * with two service spellings). Where a new customer lands after the first-time details, and where
 * Enquire Now takes a signed-in customer. On phones the submit button stays at the
 * bottom of the screen (StickyAction).
 */
export default function NewProjectPage() {
  const t = useT();
  const localize = useLocalize();
  const user = useAccount('user');
  const navigate = useNavigate();
  const create = useCreateProject(user._id);
  const form = useZodForm(newProjectSchema, {
    service: '',
    area: '',
    // Nothing chosen yet, which the schema refuses in its own words.
    budget: '' as NewProject['budget'],
    desc: '',
    photos: [],
    // Where the garden is, as the profile says it; the customer changes it for another place.
    site: siteFormValues(siteOfProfile(user)),
  });
  const service = useWatch({ control: form.control, name: 'service' }) as ServiceKey | '';
  const [uploading, setUploading] = useState(false);

  const textOf = (id: MessageId | undefined, english: string) => (id ? t(id) : english);
  const serviceOptions = serviceKeys.map((key) => ({ value: key, label: t(serviceNameId(key)) }));
  const budgetChoices = budgetOptions.map((b) => ({
    value: b.key,
    label: textOf(budgetTextId(b.key), b.label),
  }));
  const areaChoices = service
    ? areaOptionsByService[service].map((a) => ({
        value: a.key,
        label: textOf(areaTextId(a.key), a.label),
      }))
    : [];
  const onSubmit = form.handleSubmit(async (project) => {
    const created = await create.mutateAsync(project).catch(() => undefined);
    if (created) {
      await navigate(pages.userProjects, { state: { notice: messages.projectCreated } });
    }
  });

  return (
    <Page title={t('user.newProject.title')}>
      <p className="max-w-2xl text-stone-700">{localize(messages.newProjectIntro)}</p>
      <Form
        form={form}
        onSubmit={onSubmit}
        className="flex max-w-2xl flex-col gap-5 rounded-xl bg-white p-5 shadow-sm md:p-8"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <FormSelectField
            name="service"
            label={t('user.newProject.service')}
            placeholder={t('user.newProject.chooseService')}
            options={serviceOptions}
            // The areas are the service's: a new service starts without one.
            alsoOnChange={() => form.setValue('area', '')}
          />
          <FormSelectField
            name="area"
            label={t('user.newProject.area')}
            placeholder={t(
              service ? 'user.newProject.areaNotSpecified' : 'user.newProject.chooseServiceFirst',
            )}
            options={areaChoices}
            disabled={!service}
          />
          <FormSelectField
            name="budget"
            label={t('user.newProject.budget')}
            placeholder={t('user.newProject.chooseBudget')}
            options={budgetChoices}
          />
        </div>
        <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">
            {t('common.site.title')}
          </legend>
          <SiteFields name="site" />
        </fieldset>
        <FormImageUploader
          name="photos"
          label={t('user.newProject.photos')}
          purpose="project-photo"
          onBusy={setUploading}
        />
        <FormTextAreaField
          name="desc"
          label={t('user.newProject.description')}
          placeholder={t('user.newProject.descriptionHint')}
          maxLength={2000}
        />
        {create.error && <Alert kind="error">{localize(create.error.message)}</Alert>}
        <StickyAction>
          <Button busy={create.isPending} disabled={uploading}>
            {t(uploading ? 'user.newProject.uploading' : 'user.newProject.submit')}
          </Button>
        </StickyAction>
      </Form>
    </Page>
  );
}
