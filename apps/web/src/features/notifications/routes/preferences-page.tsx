import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { localeOf } from '@greenscape/shared/language';
import { pages } from '@greenscape/shared/pages';
import { preferencesApi } from '@greenscape/shared/contract/preferences';
import type { Channels } from '@greenscape/shared/schemas/preferences';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { T, useLanguage, useLocalize, useT } from '../../../i18n/use-t';
import type { MessageId } from '../../../i18n/namespaces';
import { callApi } from '../../../lib/call-api';
import { sessionKeys, useAccount } from '../../../lib/session';

type PhoneRole = 'user' | 'service-provider' | 'supplier';

/** The area the page is in, by its path's first part: the same page serves all three. */
function roleOf(pathname: string): PhoneRole {
  const area = pathname.split('/')[1];
  return area === 'service-provider' || area === 'supplier' ? area : 'user';
}

const channelLabels: Record<keyof Channels, MessageId> = {
  sms: 'common.preferences.sms',
  whatsapp: 'common.preferences.whatsapp',
  email: 'common.preferences.email',
};

/**
 * How the account is told of what happens (docs/messaging.md): SMS, WhatsApp and e-mail. WhatsApp
 * is an opt-in with its own sentence, dated by the server when given; turning it off is as easy.
 */
export default function PreferencesPage() {
  const t = useT();
  const localize = useLocalize();
  const { language } = useLanguage();
  const id = useId();
  const role = roleOf(useLocation().pathname);
  const account = useAccount(role);
  const accountId = account._id;
  // WhatsApp reaches a customer only at a verified phone (docs/messaging.md).
  const unverifiedPhone = 'phoneVerified' in account && !account.phoneVerified;
  const key = sessionKeys.preferences(role, accountId);
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(preferencesApi.get, { query: { role }, signal }),
  });
  const [changed, setChanged] = useState<Partial<Channels>>({});
  const save = useMutation({
    mutationFn: (channels: Partial<Channels>) =>
      callApi(preferencesApi.update, { query: { role }, body: { channels } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      setChanged({});
    },
  });
  if (!saved.data) {
    return (
      <Page title={t('common.preferences.title')}>
        {saved.isError ? (
          <Alert kind="error">{localize(saved.error.message)}</Alert>
        ) : (
          <Loading label={t('common.preferences.loading')} />
        )}
      </Page>
    );
  }
  const optedIn = saved.data.whatsappOptedInAt;
  // WhatsApp counts as on only with a dated consent (docs/messaging.md): a box ticked before the
  // consent was asked for shows unticked, to be ticked with the sentence in view.
  const channels = {
    ...saved.data.channels,
    whatsapp: saved.data.channels.whatsapp && Boolean(optedIn),
    ...changed,
  };
  return (
    <Page title={t('common.preferences.title')}>
      <form
        aria-label={t('common.preferences.title')}
        className="flex max-w-xl min-w-0 flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(changed);
        }}
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium">{t('common.preferences.legend')}</legend>
          {(['whatsapp', 'sms', 'email'] as const).map((channel) => (
            <div key={channel} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${channel}`} className="flex items-start gap-2">
                <input
                  id={`${id}-${channel}`}
                  type="checkbox"
                  className="mt-1 h-4 w-4"
                  checked={channels[channel]}
                  onChange={(event) => {
                    save.reset();
                    setChanged({ ...changed, [channel]: event.target.checked });
                  }}
                />
                <span className="break-words">{t(channelLabels[channel])}</span>
              </label>
              {channel === 'whatsapp' && (
                <p className="ml-6 text-sm break-words text-stone-600">
                  {t('common.preferences.whatsappConsent')}
                  {optedIn && saved.data.channels.whatsapp && (
                    <>
                      {' '}
                      {t('common.preferences.whatsappSince', {
                        day: new Intl.DateTimeFormat(localeOf[language], {
                          dateStyle: 'medium',
                        }).format(new Date(optedIn)),
                      })}
                    </>
                  )}
                  {unverifiedPhone && (
                    <>
                      {' '}
                      <T
                        id="common.preferences.whatsappVerifyPhone"
                        values={{
                          link: (chunks) => (
                            <Link to={pages.userHome} className="text-brand underline">
                              {chunks}
                            </Link>
                          ),
                        }}
                      />
                    </>
                  )}
                </p>
              )}
            </div>
          ))}
        </fieldset>
        {save.isError && <Alert kind="error">{localize(save.error.message)}</Alert>}
        {save.isSuccess && <Alert kind="success">{t('common.preferences.saved')}</Alert>}
        <Button
          busy={save.isPending}
          disabled={Object.keys(changed).length === 0}
          className="self-start"
        >
          {t('common.preferences.save')}
        </Button>
      </form>
    </Page>
  );
}
