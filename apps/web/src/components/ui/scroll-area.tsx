import type { ReactNode } from 'react';

/**
 * A wide table's frame: it scrolls sideways on small screens, so it can take keyboard focus and
 * names itself for screen readers (axe: scrollable-region-focusable).
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
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
