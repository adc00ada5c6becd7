import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

// docs/deploy.md#configuration: behind nginx (TRUST_PROXY=true) the client address, which the abuse
// limits count by, is the one nginx puts in X-Forwarded-For; without it, the header is ignored, so
// a client cannot pick a new address for every request.
describe('client addresses behind a proxy', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) {
      await t.close();
    }
  });
  const codeRequest = (t: TestApp, phone: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/otp/request',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { phone, purpose: 'signup' },
    });

  it('counts each forwarded client address on its own with TRUST_PROXY=true', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true', OTP_REQUESTS_PER_ADDRESS: '2' });
    apps.push(t);
    expect((await codeRequest(t, '9800070001', '203.0.113.7')).statusCode).toBe(200);
    expect((await codeRequest(t, '9800070002', '203.0.113.7')).statusCode).toBe(200);
    expect((await codeRequest(t, '9800070003', '203.0.113.7')).statusCode).toBe(429);
    expect((await codeRequest(t, '9800070004', '203.0.113.8')).statusCode).toBe(200);
  });

  it('with a list, believes X-Forwarded-For only from those proxies', async () => {
    // inject() connects from 127.0.0.1: a listed proxy in the first app, a stranger in the second.
    const behind = await createTestApp({ TRUST_PROXY: '127.0.0.1', OTP_REQUESTS_PER_ADDRESS: '1' });
    const direct = await createTestApp({ TRUST_PROXY: '10.0.0.2', OTP_REQUESTS_PER_ADDRESS: '1' });
    apps.push(behind, direct);
    expect((await codeRequest(behind, '9800070021', '203.0.113.21')).statusCode).toBe(200);
    expect((await codeRequest(behind, '9800070022', '203.0.113.22')).statusCode).toBe(200);
    expect((await codeRequest(direct, '9800070023', '203.0.113.23')).statusCode).toBe(200);
    expect((await codeRequest(direct, '9800070024', '203.0.113.24')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a made-up address escapes no limit', async () => {
    const t = await createTestApp({ OTP_REQUESTS_PER_ADDRESS: '2' });
    apps.push(t);
    expect((await codeRequest(t, '9800070011', '198.51.100.1')).statusCode).toBe(200);
    expect((await codeRequest(t, '9800070012', '198.51.100.2')).statusCode).toBe(200);
    expect((await codeRequest(t, '9800070013', '198.51.100.3')).statusCode).toBe(429);
  });
});
