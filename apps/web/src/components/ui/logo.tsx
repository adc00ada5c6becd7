import { site } from '@greenscape/shared/site';

/**
 * The brand as it appears in every header: the favicon's leaf mark
 * (apps/web/public/favicon.svg) beside the name, so the tab, the home screen icon and the page
 * read as one company. An image of the same file rather than inline SVG: the header is on the
 * landing page, whose JavaScript has a budget (scripts/bench-web.mjs), and the browser already
 * has the file for the tab.
 */
export function Logo({
  className = '',
  nameClassName = '',
}: {
  className?: string;
  /** E.g. `max-sm:sr-only`: a crowded header keeps the name for screen readers only on phones. */
  nameClassName?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <img src="/favicon.svg" alt="" width={28} height={28} className="shrink-0" />
      <span className={`min-w-0 truncate font-bold tracking-wide ${nameClassName}`}>
        {site.name}
      </span>
    </span>
  );
}
