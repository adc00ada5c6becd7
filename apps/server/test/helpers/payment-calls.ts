import { messages } from '@greenscape/shared/messages';
import type { TestApp } from './test-app';

// The calls payments.test.ts (the ledger's story) and payment-refusals.test.ts (what it refuses,
// before the pick and after completion) make on a project's payments, through HTTP.

export type Who = { cookies: Record<string, string> } | null;

export const refusal = (code: keyof typeof messages) => ({ code, message: messages[code] });

export function client(t: () => TestApp, projectId: () => string) {
  return (method: 'GET' | 'POST' | 'PUT', who: Who, suffix = '', payload?: object) =>
    t().app.inject({
      method,
      url: `/api/projects/${projectId()}/payments${suffix}`,
      ...(who && { cookies: who.cookies }),
      ...(payload && { payload }),
    });
}
