import { useEffect, type MouseEvent } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { Logo } from '../../components/ui/logo';
import { MobileMenu } from '../../components/ui/mobile-menu';
import { landingSections } from '../../lib/landing-sections';
import { firstLanguage, i18nState, setLanguage } from '../../i18n/language-store';
import { useT } from '../../i18n/use-t';
import { scrollToSection } from '../../lib/smooth-scroll';
import { useSignedInRoles } from './use-signed-in-roles';

/**
 * The public header: product name, the landing's section links, and Sign In
 * (docs/product.md#screens).
 */
export function PublicLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  // Back from the admin's English area (app/layouts/admin-layout.tsx): the visitor's own choice.
  useEffect(() => {
    const chosen = firstLanguage();
    if (chosen !== i18nState().language) {
      void setLanguage(chosen, false);
    }
  }, []);
  // Signed-in customers get their Account link instead of Sign In (docs/product.md#screens).
  const roles = useSignedInRoles();
  const account = roles.includes('user')
    ? { to: pages.userHome, label: t('shell.header.account') }
    : { to: pages.signIn(), label: t('shell.header.signIn') };
  const onSectionClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    if (location.pathname === pages.home) {
      scrollToSection(id);
      window.history.replaceState(null, '', `#${id}`);
    } else {
      void navigate(pages.landingSection(id));
    }
  };
  const sectionLinks = landingSections.map((s) => (
    <a
      key={s.id}
      href={pages.landingSection(s.id)}
      onClick={(event) => onSectionClick(event, s.id)}
      className="rounded px-3 py-2 text-sm font-medium hover:bg-black/10"
    >
      {t(s.label)}
    </a>
  ));
  const signIn = (
    <Link
      to={account.to}
      className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand hover:bg-brand-light"
    >
      {account.label}
    </Link>
  );
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 bg-brand text-white shadow">
        <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link to={pages.home} className="text-xl">
            <Logo />
          </Link>
          <nav aria-label={t('shell.header.main')} className="hidden items-center gap-1 md:flex">
            {sectionLinks}
            <span className="ml-2">{signIn}</span>
          </nav>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <MobileMenu label={t('shell.menu')}>
              {sectionLinks}
              <Link to={account.to} className="rounded px-3 py-2 text-sm font-semibold text-brand">
                {account.label}
              </Link>
            </MobileMenu>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
