import { useState, type FormEvent } from 'react';
import { supportMessageSchema } from '@greenscape/shared/schemas/projects';
import { site } from '@greenscape/shared/site';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { TextAreaField } from '../../../components/ui/select-field';
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
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = supportMessageSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (await send.mutateAsync(parsed.data.message).catch(() => undefined)) {
      setMessage('');
    }
  };

  return (
    <Page title={t('user.support.title')}>
      <form noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4">
        <TextAreaField
          label={t('user.support.message')}
          maxLength={2000}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            send.reset();
          }}
          error={error && localize(error)}
        />
        {send.error && <Alert kind="error">{localize(send.error.message)}</Alert>}
        {send.isSuccess && <Alert kind="success">{localize(send.data.message)}</Alert>}
        <Button busy={send.isPending} className="self-start">
          {t('user.support.send')}
        </Button>
      </form>
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
