import { supportMessageSchema } from '@greenscape/shared/schemas/projects';
import { site } from '@greenscape/shared/site';
import { Form } from '../../../components/form/form';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { T, useLocalize, useT } from '../../../i18n/use-t';
import { useSendSupportMessage } from '../api/send-support-message';

/**
 * Contact Us: a real message to the support inbox (docs/product.md#support), and the other ways to
 * reach us.
 */
export default function SupportPage() {
  const t = useT();
  const localize = useLocalize();
  const send = useSendSupportMessage();
  const form = useZodForm(supportMessageSchema, { message: '' });

  const onSubmit = form.handleSubmit(async ({ message }) => {
    if (await send.mutateAsync(message).catch(() => undefined)) {
      form.reset();
    }
  });

  return (
    <Page title={t('user.support.title')}>
      <Form form={form} onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4">
        <FormTextAreaField
          name="message"
          label={t('user.support.message')}
          maxLength={2000}
          alsoOnChange={() => send.reset()}
        />
        {send.error && <Alert kind="error">{localize(send.error.message)}</Alert>}
        {send.isSuccess && <Alert kind="success">{localize(send.data.message)}</Alert>}
        <Button busy={send.isPending} className="self-start">
          {t('user.support.send')}
        </Button>
      </Form>
      <div className="flex flex-col gap-2 text-stone-700">
        <p className="break-words">
          <T
            id="user.support.email"
            values={{
              address: (
                <a href={`mailto:${site.supportEmail}`} className="text-brand underline">
                  {site.supportEmail}
                </a>
              ),
            }}
          />
        </p>
        <p>
          <T
            id="user.support.phone"
            values={{
              number: (
                <a
                  href={`tel:${site.supportPhone.replace(/[^+\d]/g, '')}`}
                  className="text-brand underline"
                >
                  {site.supportPhone}
                </a>
              ),
            }}
          />
        </p>
        <ul className="flex gap-4">
          {site.social.map((s) => (
            <li key={s.name}>
              <a
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand underline"
              >
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
