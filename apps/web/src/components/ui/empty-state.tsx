import type { ReactNode } from 'react';

/**
 * A designed empty state: a small drawing of a sprouting plant, what is missing in a sentence,
 * and the one thing to do about it, instead of a bare grey line.
 */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-brand/40 bg-white px-6 py-10 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-16 w-16 text-brand">
        <circle cx="32" cy="32" r="30" className="fill-brand-light" />
        <path d="M18 48h28" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path d="M32 48V28" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path d="M32 34c-8 0-12-5-12-12 8 0 12 5 12 12Z" fill="currentColor" opacity=".75" />
        <path d="M32 30c0-8 5-13 13-13 0 8-5 13-13 13Z" fill="currentColor" />
      </svg>
      <p className="text-lg font-semibold text-stone-900">{title}</p>
      {children && <div className="max-w-md text-stone-600">{children}</div>}
      {action}
    </div>
  );
}
