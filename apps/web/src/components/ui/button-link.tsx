import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function ButtonLink({
  to,
  children,
  className = '',
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center justify-center rounded-md bg-brand px-5 py-3 font-semibold text-white shadow hover:bg-brand-dark ${className}`}
    >
      {children}
    </Link>
  );
}
