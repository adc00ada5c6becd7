import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../i18n/use-t';

/**
 * Where an invitation that went elsewhere leads (another quotation was chosen, or the window
 * closed): a partner who opened its link from the SMS met a verdict and nothing to do. It is
 * told how new projects reach it and given the way in, to its projects when signed in, else to
 * the sign-in, and to the gallery customers look at when they choose.
 */
export function AfterALostBid({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <section
      aria-labelledby="after-lost-bid"
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="after-lost-bid" className="text-xl font-semibold text-stone-900">
        {t('partner.lostBid.title')}
      </h2>
      <p className="text-stone-700">{t('partner.lostBid.newProjects')}</p>
      <p className="text-stone-700">{t('partner.lostBid.gallery')}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink
          to={signedIn ? pages.partnerHome : pages.phoneSignIn('service-provider')}
          className="self-start"
        >
          {signedIn ? t('partner.lostBid.seeNew') : t('partner.lostBid.signIn')}
        </ButtonLink>
        {signedIn && (
          <Link
            to={pages.partnerUpdateProfile}
            className="self-center font-medium text-brand underline underline-offset-2"
          >
            {t('partner.lostBid.updateProfile')}
          </Link>
        )}
      </div>
    </section>
  );
}
