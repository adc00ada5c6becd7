import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../i18n/use-t';

/**
 * Where a submitted quotation goes from here: the invitation page ends on this
 * instead of sending a partner without a session to the public home page; a signed-in partner
 * gets the way to its In Progress tab, and is taken there after 3 seconds (the redirect that
 * docs/product.md keeps after a submitted quotation; a partner without a session has no tab to go
 * to, so its page stays on what happens next).
 */
export const redirectAfterMs = 3000;

export function QuotationNextSteps({ heading, signedIn }: { heading: string; signedIn: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) {
      return;
    }
    const timer = setTimeout(() => void navigate(pages.partnerTab('inprogress')), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);
  return (
    <section
      aria-labelledby="next-steps"
      className="flex flex-col gap-4 rounded-2xl border border-brand/30 bg-white p-6 shadow-sm"
    >
      <h2 id="next-steps" className="text-xl font-semibold text-stone-900">
        {heading}
      </h2>
      <p className="font-medium text-stone-800">{t('partner.nextSteps.title')}</p>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-stone-700">
        <li>{t('partner.nextSteps.review')}</li>
        <li>{t('partner.nextSteps.compare')}</li>
        <li>{t('partner.nextSteps.sms')}</li>
      </ol>
      {signedIn && <p className="text-sm text-stone-600">{t('partner.nextSteps.redirecting')}</p>}
      {signedIn && (
        <ButtonLink to={pages.partnerTab('inprogress')} className="self-start">
          {t('partner.nextSteps.seeInProgress')}
        </ButtonLink>
      )}
    </section>
  );
}
