import { site } from '@greenscape/shared/site';

/**
 * The brand as it appears in every header (issue 18.14): the leaf mark of the favicon
 * (apps/web/public/favicon.svg) beside the name, so the tab, the home screen icon and the page
 * read as one company.
 */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#fff" />
        <path
          d="M16 6c-6 4-8 9-6 14 1 2 3 3 5 3v3h2v-3c2 0 4-1 5-3 2-5 0-10-6-14Zm0 4c3 3 4 6 3 9-.5 1-1.5 2-2 2v-7h-2v7c-.5 0-1.5-1-2-2-1-3 0-6 3-9Z"
          fill="#3B726A"
        />
      </svg>
      <span className="font-bold tracking-wide">{site.name}</span>
    </span>
  );
}
