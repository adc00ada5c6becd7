import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { admins } from '../src/db/schema/index';
import { upsertAdmin } from '../src/modules/admins/provision-admin';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cookiesFrom, signUpCustomer } from './helpers/auth';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('admin sign-in with a TOTP AuthToken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await upsertAdmin(t.database.db, {
      email: 'ops@greenscape.example',
      password: 'admin password 1',
      totpSecret: secret,
    });
  });
  afterAll(() => t.close());

  const signin = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/signin', payload: body });
  // Each test uses a fresh step: a code is accepted once.
  const resetReplayGuard = () =>
    t.database.db
      .update(admins)
      .set({ totpLastStep: null })
      .where(eq(admins.email, 'ops@greenscape.example'));

  it('signs in with e-mail, password and the current code, then passes the admin check', async () => {
    await resetReplayGuard();
    const res = await signin({
      email: 'ops@greenscape.example',
      password: 'admin password 1',
      token: await generate({ secret }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'ops@greenscape.example' });
    const cookies = cookiesFrom(res);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/verify', cookies })).statusCode,
    ).toBe(200);
  });

  it("answers 'Invalid credentials' for any wrong part, without saying which", async () => {
    await resetReplayGuard();
    const token = await generate({ secret });
    const answers = await Promise.all([
      signin({ email: 'ops@greenscape.example', password: 'wrong password', token }),
      signin({ email: 'nobody@greenscape.example', password: 'admin password 1', token }),
      signin({
        email: 'ops@greenscape.example',
        password: 'admin password 1',
        token: token === '000000' ? '111111' : '000000',
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: messages.invalidCredentials,
        code: 'invalidCredentials',
      });
    }
  });

  it('accepts a code only once', async () => {
    await resetReplayGuard();
    const token = await generate({ secret });
    const body = { email: 'ops@greenscape.example', password: 'admin password 1', token };
    expect((await signin(body)).statusCode).toBe(200);
    const replay = await signin(body);
    expect(replay.statusCode).toBe(401);
    // A right password with a right but used code is told so, not 'Invalid credentials'.
    expect(replay.json()).toEqual({ message: messages.totpCodeUsed, code: 'totpCodeUsed' });
    const wrongPassword = await signin({ ...body, password: 'not the password' });
    expect(wrongPassword.json()).toEqual({
      message: messages.invalidCredentials,
      code: 'invalidCredentials',
    });
  });

  it('never lets a customer session through the admin guard', async () => {
    const { cookies } = await signUpCustomer(t.app, 'sneaky@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/verify', cookies });
    expect(res.statusCode).toBe(401);
  });

  it('throttles repeated failures for the account, even with the right answer after', async () => {
    await upsertAdmin(t.database.db, {
      email: 'slow@greenscape.example',
      password: 'admin password 1',
      totpSecret: secret,
    });
    for (let i = 0; i < 10; i++) {
      await signin({ email: 'slow@greenscape.example', password: `guess ${i}`, token: '123456' });
    }
    const res = await signin({
      email: 'slow@greenscape.example',
      password: 'admin password 1',
      token: await generate({ secret }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: messages.tooManyRequests, code: 'tooManyRequests' });
  });
});
