import { authApi, phoneAccountApi } from '@greenscape/shared/contract/auth';
import type { Role } from '@greenscape/shared/schemas/auth';
import { callApi } from './call-api';
import type { AccountOf } from './session';

// The session's calls, loaded with the first of them (lib/session.ts): the contract's entries carry
// their zod schemas, which would otherwise weigh on the landing page's budget
// (scripts/bench-web.mjs), as every page reads the session.

/** Each role's own call, so the answer keeps its role's type. */
export const readAccount: { [R in Role]: (signal: AbortSignal) => Promise<AccountOf[R]> } = {
  user: (signal) => callApi(authApi.verifyUser, { signal }),
  admin: (signal) => callApi(authApi.verifyAdmin, { signal }),
  'service-provider': (signal) => callApi(phoneAccountApi['service-provider'].verify, { signal }),
  supplier: (signal) => callApi(phoneAccountApi.supplier.verify, { signal }),
};

export const readSessionState = (signal: AbortSignal) => callApi(authApi.session, { signal });
