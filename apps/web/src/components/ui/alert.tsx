import type { ReactNode } from 'react';

/** Errors interrupt (role=alert); confirmations wait their turn (role=status). */
export function Alert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-md px-4 py-3 text-sm ${
        kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-brand-light text-brand-dark'
      }`}
    >
      {children}
    </p>
  );
}
