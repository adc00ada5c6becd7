import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { areaOptionsByService } from '@greenscape/shared/areas';
import { budgetOptions } from '@greenscape/shared/budgets';
import { messages } from '@greenscape/shared/messages';
import { pages } from '@greenscape/shared/pages';
import { newProjectSchema } from '@greenscape/shared/schemas/projects';
import { serviceKeys, serviceLabels, type ServiceKey } from '@greenscape/shared/services';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ImageUploader } from '../../../components/ui/image-uploader';
import { Page } from '../../../components/ui/page';
import { SelectField, TextAreaField } from '../../../components/ui/select-field';
import { StickyAction } from '../../../components/ui/sticky-action';
import { fieldErrors } from '../../../lib/form-errors';
import { useAccount } from '../../../lib/session';
import { useCreateProject } from '../api/projects';

const serviceOptions = serviceKeys.map((key) => ({ value: key, label: serviceLabels[key] }));
const budgetChoices = budgetOptions.map((b) => ({ value: b.key, label: b.label }));

/**
 * 'Start your project': one responsive form for desktop and mobile (the earlier version had two,
 * with two service spellings). Where a new customer lands after the first-time details, and where
 * Enquire Now takes a signed-in customer (issue 18.10). On phones the submit button stays at the
 * bottom of the screen (StickyAction).
 */
export default function NewProjectPage() {
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

  const areaChoices = service
    ? areaOptionsByService[service].map((a) => ({ value: a.key, label: a.label }))
    : [];

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
    <Page title="Start your project">
      <p className="max-w-2xl text-stone-700">{messages.newProjectIntro}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex max-w-2xl flex-col gap-5 rounded-xl bg-white p-5 shadow-sm md:p-8"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label="Service"
            placeholder="Choose a service"
            options={serviceOptions}
            value={service}
            onChange={(e) => {
              setService(e.target.value as ServiceKey | '');
              setArea('');
            }}
            error={errors.service}
          />
          <SelectField
            label="Area"
            placeholder={service ? 'Not specified' : 'Choose a service first'}
            options={areaChoices}
            value={area}
            disabled={!service}
            onChange={(e) => setArea(e.target.value)}
            error={errors.area}
          />
          <SelectField
            label="Budget"
            placeholder="Choose a budget"
            options={budgetChoices}
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            error={errors.budget}
          />
        </div>
        <ImageUploader
          label="Photos of the space"
          purpose="project-photo"
          onChange={onPhotos}
          error={errors.photos}
        />
        <TextAreaField
          label="Description"
          placeholder="Tell us about the space and what you would like"
          maxLength={2000}
          value={desc}
          onChange={(e) => setDesc(e.target.value)}
          error={errors.desc}
        />
        {create.error && <Alert kind="error">{create.error.message}</Alert>}
        <StickyAction>
          <Button busy={create.isPending} disabled={uploading}>
            {uploading ? 'Uploading photos…' : 'Submit'}
          </Button>
        </StickyAction>
      </form>
    </Page>
  );
}
