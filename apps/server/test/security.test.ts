import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp, productionEnv, type TestApp } from './helpers/test-app';

describe('security headers and cross-origin writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://greenscape.test' });
    t.app.post('/api/test/write', async () => ({ ok: true }));
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('sends a strict CSP, nosniff, a referrer policy and no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Outside production the site may run on plain http, so no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a state change from another origin or a cross-site fetch', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      message: messages.crossOriginRefused,
      code: 'crossOriginRefused',
    });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('refuses it however the path is spelled: percent-encoded, or a full URL as the target', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = (target: string, origin?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: target,
            headers: {
              'content-type': 'application/json',
              ...(origin ? { origin } : {}),
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end('{}');
      });
    const targets = [
      '/%61pi/test/write',
      '/%61%70%69/test/write',
      `http://127.0.0.1:${port}/api/test/write`,
      '/api/test/../test/write',
      '//api/test/write',
    ];
    for (const target of targets) {
      expect(await raw(target, 'https://evil.example'), target).toBe(403);
    }
    // These spellings really reach the route: without an Origin they write.
    expect(await raw('/%61pi/test/write')).toBe(200);
    expect(await raw(`http://127.0.0.1:${port}/api/test/write`)).toBe(200);
  });

  it('lets the site itself, and clients without an Origin, write', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: { origin: 'http://greenscape.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    const cli = await t.app.inject({ method: 'POST', url: '/api/test/write' });
    expect(cli.statusCode).toBe(200);
  });

  it('sends HSTS and upgrades insecure requests in production', async () => {
    const prod = await createTestApp(productionEnv);
    const res = await prod.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');

    // Session cookies carry the __Host- prefix: Secure, whole site, no Domain to widen them.
    const signup = await prod.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'https://greenscape.example' },
      payload: { email: 'prod@example.com', password: 'a good password' },
    });
    expect(signup.statusCode).toBe(201);
    const cookie = signup.cookies.find((c) => c.name === '__Host-gs_user');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie).not.toHaveProperty('domain');
    const again = await prod.app.inject({
      method: 'GET',
      url: '/api/user/verify',
      cookies: { '__Host-gs_user': cookie!.value },
    });
    expect(again.statusCode).toBe(200);
    // The unprefixed name is not accepted in production.
    const plain = await prod.app.inject({
      method: 'GET',
      url: '/api/user/verify',
      cookies: { gs_user: cookie!.value },
    });
    expect(plain.statusCode).toBe(401);
    await prod.close();
  });
});
