import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { areaOptionsByService } from '@greenscape/shared/areas';
import { budgetOptions } from '@greenscape/shared/budgets';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { newProjectSchema } from '@greenscape/shared/schemas/projects';
import { serviceKeys, type ServiceKey } from '@greenscape/shared/services';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ImageUploader } from '../../../components/ui/image-uploader';
import { Page } from '../../../components/ui/page';
import { SelectField, TextAreaField } from '../../../components/ui/select-field';
import { StickyAction } from '../../../components/ui/sticky-action';
import type { MessageId } from '../../../i18n/namespaces';
import { serviceNameId } from '../../../i18n/service-names';
import { useLocalize, useT } from '../../../i18n/use-t';
import { fieldErrors } from '../../../lib/form-errors';
import { useAccount } from '../../../lib/session';
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
  const [service, setService] = useState<ServiceKey | ''>('');
  const [area, setArea] = useState('');
  const [budget, setBudget] = useState('');
  const [desc, setDesc] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onPhotos = useCallback((ids: string[], busy: boolean) => {
    setPhotos(ids);
    setUploading(busy);
  }, []);

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
  // The validation texts are the shared ones (packages/shared/src/messages.ts).
  const errorOf = (field: string) => {
    const text = errors[field];
    return text && localize(text);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const project = { service, area, budget, desc, photos };
    const parsed = newProjectSchema.safeParse(project);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const created = await create.mutateAsync(parsed.data).catch(() => undefined);
    if (created) {
      await navigate(pages.userProjects, { state: { notice: messages.projectCreated } });
    }
  };

  return (
    <Page title={t('user.newProject.title')}>
      <p className="max-w-2xl text-stone-700">{localize(messages.newProjectIntro)}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex max-w-2xl flex-col gap-5 rounded-xl bg-white p-5 shadow-sm md:p-8"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label={t('user.newProject.service')}
            placeholder={t('user.newProject.chooseService')}
            options={serviceOptions}
            value={service}
            onChange={(e) => {
              setService(e.target.value as ServiceKey | '');
              setArea('');
            }}
            error={errorOf('service')}
          />
          <SelectField
            label={t('user.newProject.area')}
            placeholder={t(
              service ? 'user.newProject.areaNotSpecified' : 'user.newProject.chooseServiceFirst',
            )}
            options={areaChoices}
            value={area}
            disabled={!service}
            onChange={(e) => setArea(e.target.value)}
            error={errorOf('area')}
          />
          <SelectField
            label={t('user.newProject.budget')}
            placeholder={t('user.newProject.chooseBudget')}
            options={budgetChoices}
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            error={errorOf('budget')}
          />
        </div>
        <ImageUploader
          label={t('user.newProject.photos')}
          purpose="project-photo"
          onChange={onPhotos}
          error={errorOf('photos')}
        />
        <TextAreaField
          label={t('user.newProject.description')}
          placeholder={t('user.newProject.descriptionHint')}
          maxLength={2000}
          value={desc}
          onChange={(e) => setDesc(e.target.value)}
          error={errorOf('desc')}
        />
        {create.error && <Alert kind="error">{localize(create.error.message)}</Alert>}
        <StickyAction>
          <Button busy={create.isPending} disabled={uploading}>
            {t(uploading ? 'user.newProject.uploading' : 'user.newProject.submit')}
          </Button>
        </StickyAction>
      </form>
    </Page>
  );
}
