import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { serviceKeys } from '@greenscape/shared/services';
import { site } from '@greenscape/shared/site';
import { serviceNameId } from '../../../i18n/service-names';
import { useT } from '../../../i18n/use-t';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="bg-stone-900 py-12 text-sm text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2">{t('landing.footer.about')}</p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t('shell.section.services')}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {serviceKeys.map((key) => (
              <li key={key}>{t(serviceNameId(key))}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t('landing.footer.quickLinks')}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            <li>
              <Link to={pages.signUp()} className="hover:underline">
                {t('landing.footer.signUp')}
              </Link>
            </li>
            <li>
              <Link to={pages.signIn()} className="hover:underline">
                {t('landing.footer.signIn')}
              </Link>
            </li>
            <li>
              <Link to={pages.signIn('service-provider')} className="hover:underline">
                {t('landing.footer.forPartners')}
              </Link>
            </li>
            <li>
              <Link to={pages.signIn('supplier')} className="hover:underline">
                {t('landing.footer.forSuppliers')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t('shell.section.contact')}</h2>
          <p className="mt-2">{site.supportEmail}</p>
          <p>{site.supportPhone}</p>
          <p>{site.officeAddress}</p>
        </div>
      </div>
      <p className="mx-auto mt-8 max-w-6xl px-4 text-xs text-stone-400">
        {t('landing.footer.credits')}
      </p>
    </footer>
  );
}
