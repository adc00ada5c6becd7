import * as oidc from 'openid-client';
import type { Config } from '../../../config';

type GoogleSettings = NonNullable<Config['google']>;
let discovered: { key: string; config: Promise<oidc.Configuration> } | undefined;

/**
 * The provider's metadata, fetched once per process. It is a cache of public data, not state
 * another instance needs. Plain http is allowed only for a provider on this machine (tests).
 */
export function oidcConfiguration(settings: GoogleSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}`;
  if (discovered?.key !== key) {
    const issuer = new URL(settings.issuer);
    const local =
      issuer.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(issuer.hostname);
    const config = oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        ...(local ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    discovered = { key, config };
  }
  return discovered.config;
}
