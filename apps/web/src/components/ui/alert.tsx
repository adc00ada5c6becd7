import type { ReactNode } from 'react';
import { useMessageText } from '../../lib/form-errors';

/**
 * Errors interrupt (role=alert); confirmations wait their turn (role=status). A plain text is shown
 * in the page's language when it is one of the shared ones (lib/form-errors.ts), so a screen may
 * hand it messages.x or a refusal's message as it is.
 */
export function Alert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const messageText = useMessageText();
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-md px-4 py-3 text-sm ${
        kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-brand-light text-brand-dark'
      }`}
    >
      {typeof children === 'string' ? messageText(children) : children}
    </p>
  );
}
