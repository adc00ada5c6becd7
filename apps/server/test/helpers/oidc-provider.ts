import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type OidcPerson = { sub: string; email: string; email_verified: boolean; name: string };

/**
 * A real OpenID provider on 127.0.0.1 (oidc-provider, with its development login pages) standing
 * in for Google. `people` maps the login typed on its form to the claims it signs.
 */
export async function startOidcProvider(input: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  people: OidcPerson[];
}): Promise<{ issuer: string; close(): Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: input.clientId,
        client_secret: input.clientSecret,
        redirect_uris: [input.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['greenscape-test-provider'] },
    async findAccount(_ctx, sub) {
      const person = input.people.find((p) => p.sub === sub);
      return person ? { accountId: sub, claims: async () => ({ ...person }) } : undefined;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the browser at the provider: follows redirects with a cookie jar and submits its login
 * and consent forms, until the provider sends the browser back to `callbackPrefix`.
 */
export async function signInAtProvider(
  startUrl: string,
  callbackPrefix: string,
  login: string,
): Promise<string> {
  const jar = new Map<string, string>();
  let url = startUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(callbackPrefix)) {
      return url;
    }
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) {
      throw new Error(`Unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    }
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
  }
  throw new Error('The provider never redirected back');
}
