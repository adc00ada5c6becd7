import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from './document-title';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

export type NavItem = { to: string; label: string; end?: boolean };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand text-white' : 'text-stone-700 hover:bg-brand-light'
  }`;

/**
 * The frame of every signed-in area: a brand header, a side menu from 768 px up, and the same
 * links in a hamburger menu below it.
 */
export function AreaShell(props: {
  area: string;
  home: string;
  nav: NavItem[];
  headerExtra?: ReactNode;
  /** The header is crowded (the admin's): on phones the leaf mark alone shows the brand. */
  compactBrand?: boolean;
  /** Rendered in the header from 640 px up and in the mobile menu below, where the header is full. */
  logout?: (placement: 'header' | 'menu') => ReactNode;
  aside?: ReactNode;
  /** The admin's screens stay in English (docs/product.md#languages), so its area has no switch. */
  languageSwitch?: boolean;
  /** Above each page of the area: what the page shows without a network (docs/offline.md). */
  notice?: ReactNode;
}) {
  const t = useT();
  const switchShown = props.languageSwitch ?? true;
  const links = props.nav.map((item) => (
    <NavLink key={item.to} to={item.to} end={item.end ?? false} className={linkClass}>
      {item.label}
    </NavLink>
  ));
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      {/* The area's name, for its pages that do not name themselves (document-title.tsx). */}
      <DocumentTitle title={props.area} fallback />
      <header className="relative z-30 flex h-16 items-center justify-between gap-2 bg-brand px-4 text-white shadow">
        {/* The name gives way, never the actions: at 375 px the admin's search, pricing, bell and
            menu fill the header, and before the brand font is cached (index.css loads it
            'optional') the fallback font draws the name wider. */}
        <Link to={props.home} className="min-w-0 text-lg sm:text-xl">
          <Logo className="max-w-full" nameClassName={props.compactBrand ? 'max-sm:sr-only' : ''} />
          <span className="sr-only"> {props.area}</span>
        </Link>
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          {props.headerExtra}
          {switchShown && (
            <div className="hidden sm:block">
              <LanguageSwitch />
            </div>
          )}
          {props.logout && <div className="hidden sm:block">{props.logout('header')}</div>}
          <MobileMenu label={t('common.area.menu', { area: props.area })}>
            {switchShown && (
              <div className="mb-2 sm:hidden">
                <LanguageSwitch tone="plain" />
              </div>
            )}
            {links}
            {props.aside}
            {props.logout && (
              <div className="mt-2 border-t border-stone-200 pt-3 sm:hidden">
                {props.logout('menu')}
              </div>
            )}
          </MobileMenu>
        </div>
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-stone-200 bg-white p-4 md:block">
          <nav
            aria-label={t('common.area.navigation', { area: props.area })}
            className="flex flex-col gap-1"
          >
            {links}
          </nav>
          {props.aside}
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          {props.notice}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
