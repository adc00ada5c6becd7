import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { serviceKeys, serviceLabels } from '@greenscape/shared/services';
import { site } from '@greenscape/shared/site';

export function SiteFooter() {
  return (
    <footer className="bg-stone-900 py-12 text-sm text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2">
            Gardens and landscapes for Indian homes, designed with care and built by trusted
            partners.
          </p>
        </div>
        <div>
          <h2 className="font-semibold text-white">Services</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {serviceKeys.map((key) => (
              <li key={key}>{serviceLabels[key]}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">Quick links</h2>
          <ul className="mt-2 flex flex-col gap-1">
            <li>
              <Link to={pages.signUp()} className="hover:underline">
                Sign up
              </Link>
            </li>
            <li>
              <Link to={pages.signIn()} className="hover:underline">
                Sign in
              </Link>
            </li>
            <li>
              <Link to={pages.signIn('service-provider')} className="hover:underline">
                For service partners
              </Link>
            </li>
            <li>
              <Link to={pages.signIn('supplier')} className="hover:underline">
                For suppliers
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">Contact</h2>
          <p className="mt-2">{site.supportEmail}</p>
          <p>{site.supportPhone}</p>
          <p>{site.officeAddress}</p>
        </div>
      </div>
      <p className="mx-auto mt-8 max-w-6xl px-4 text-xs text-stone-400">
        Photographs from Debian's desktop-background collections (GPL-2+, LGPL-3); credits in the
        project's CREDITS file.
      </p>
    </footer>
  );
}
