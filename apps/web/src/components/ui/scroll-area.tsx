import type { ReactNode } from 'react';

/**
 * A wide table's frame: it scrolls sideways on small screens, so it can take keyboard focus and
 * names itself for screen readers (axe: scrollable-region-focusable). It is positioned so that
 * absolutely placed children (screen-reader-only labels) scroll with it instead of widening the page.
 */
export function ScrollArea({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-x-auto ${className}`}
    >
      {children}
    </div>
  );
}
