import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { messages, type MessageKey } from '@greenscape/shared/messages';
import { messagesHi } from '@greenscape/shared/messages-hi';
import type { Preferences } from '@greenscape/shared/schemas/preferences';
import { sessionChangesHeard } from '../src/modules/sessions/session-cache-plugin';
import {
  adminSession,
  completePartner,
  latestCode,
  requestCode,
  signUpCustomer,
  signUpWithPhone,
  type Cookies,
} from './helpers/auth';
import { createTestApp, serverWith, type TestApp } from './helpers/test-app';
import { sendDesigns } from './helpers/workflow-fixtures';

// Every account's language and channels, and the server's texts in that language; an
// anonymous caller's in the language of its Accept-Language.

const defaults: Preferences = {
  language: 'en',
  channels: { sms: true, whatsapp: false, email: true },
  whatsappOptedInAt: null,
};

/** An error answer: its code, and the text of that code in the language. */
function expectError(res: LightMyRequestResponse, status: number, code: MessageKey, hi: boolean) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ code, message: hi ? messagesHi[code] : messages[code] });
}

describe('preferences', () => {
  let t: TestApp;
  let accounts: Record<'customer' | 'partner' | 'supplier' | 'admin', Cookies>;
  let customerId: string;

  const preferences = (
    cookies: Cookies | undefined,
    method: 'GET' | 'PUT' = 'GET',
    payload?: unknown,
    query = '',
  ) =>
    t.app.inject({
      method,
      url: `/api/me/preferences${query}`,
      ...(cookies ? { cookies } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await signUpCustomer(t.app, 'asha@example.com');
    customerId = customer.user._id;
    accounts = {
      customer: customer.cookies,
      partner: (await completePartner(t.app, '9700000001', ['landscaping-plants'])).cookies,
      supplier: (await signUpWithPhone(t.app, 'supplier', 'sup@example.com', '9700000002')).cookies,
      admin: (await adminSession(t.app)).cookies,
    };
  });
  afterAll(() => t.close());

  it('answers the defaults to every role', async () => {
    for (const [role, cookies] of Object.entries(accounts)) {
      const res = await preferences(cookies);
      expect(res.statusCode, role).toBe(200);
      expect(res.json(), role).toEqual(defaults);
    }
  });

  it('changes only what a partial change names, and answers the whole, for every role', async () => {
    for (const [role, cookies] of Object.entries(accounts)) {
      const hindi = await preferences(cookies, 'PUT', { language: 'hi' });
      expect(hindi.json(), role).toEqual({ ...defaults, language: 'hi' });
      const whatsapp = await preferences(cookies, 'PUT', { channels: { whatsapp: true } });
      expect(whatsapp.json(), role).toEqual({
        language: 'hi',
        channels: { sms: true, whatsapp: true, email: true },
        // The consent is dated when given (docs/messaging.md), and gone when taken back.
        whatsappOptedInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect((await preferences(cookies)).json(), role).toEqual(whatsapp.json());
      const back = await preferences(cookies, 'PUT', {
        language: 'en',
        channels: { whatsapp: false },
      });
      expect(back.json(), role).toEqual(defaults);
    }
  });

  it('refuses bad input with 400 and an error body, never a fault', async () => {
    const bad: unknown[] = [
      { language: 'fr' },
      { channels: { sms: 'yes' } },
      { channels: { telegram: true } },
      { language: 'hi', colour: 'green' },
      { channels: null },
      [],
      null,
    ];
    for (const payload of bad) {
      const res = await preferences(accounts.customer, 'PUT', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'badRequest' });
    }
    expect((await preferences(accounts.customer, 'GET', undefined, '?role=owner')).statusCode).toBe(
      400,
    );
    // Nothing of those was kept.
    expect((await preferences(accounts.customer)).json()).toEqual(defaults);
  });

  it('refuses a caller without a session, or without one of the role asked for', async () => {
    expectError(await preferences(undefined), 401, 'unauthorized', false);
    expectError(
      await preferences(undefined, 'PUT', { language: 'hi' }),
      401,
      'unauthorized',
      false,
    );
    expect((await preferences(accounts.customer, 'GET', undefined, '?role=admin')).statusCode).toBe(
      401,
    );
  });

  it("changes the asked role's account when a browser holds several", async () => {
    const both = { ...accounts.customer, ...accounts.admin };
    const res = await preferences(both, 'PUT', { language: 'hi' }, '?role=admin');
    expect(res.json()).toMatchObject({ language: 'hi' });
    expect((await preferences(accounts.admin)).json()).toMatchObject({ language: 'hi' });
    expect((await preferences(accounts.customer)).json()).toMatchObject({ language: 'en' });
    // Without a role, the first signed in, in the order of roles: the customer.
    expect((await preferences(both)).json()).toMatchObject({ language: 'en' });
    await preferences(accounts.admin, 'PUT', { language: 'en' });
  });

  it("words a signed-in account's errors in its language from its next request, with the same code", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/user/project/${customerId}`,
      cookies: accounts.customer,
      payload: { service: 'landscaping', budget: '2-3L', desc: 'A lawn' },
    });
    const projectId = created.json<{ _id: string }>()._id;
    await sendDesigns(t.app, projectId, 1);
    const pick = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/project/${projectId}/${customerId}`,
        cookies: accounts.customer,
        payload: { num: 1 },
      });
    expect((await pick()).statusCode).toBe(200);
    expectError(await pick(), 409, 'designAlreadySelected', false);

    await preferences(accounts.customer, 'PUT', { language: 'hi' });
    // A Hindi browser or not, the account's language wins; so does an English one.
    expectError(await pick(), 409, 'designAlreadySelected', true);
    const support = await t.app.inject({
      method: 'POST',
      url: '/api/user/support',
      cookies: accounts.customer,
      headers: { 'accept-language': 'en' },
      payload: { message: '' },
    });
    expectError(support, 400, 'supportMessageRequired', true);
    const notMine = await t.app.inject({
      method: 'GET',
      url: `/api/user/project/00000000-0000-4000-8000-000000000000/${customerId}`,
      cookies: accounts.customer,
    });
    expectError(notMine, 404, 'notFound', true);
    // Refused before any guard read the session: an unknown route, and a bad role in a query.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      cookies: accounts.customer,
    });
    expectError(unknown, 404, 'routeNotFound', true);

    await preferences(accounts.customer, 'PUT', { language: 'en' });
    expectError(await pick(), 409, 'designAlreadySelected', false);
  });

  it('reaches the other instance too, once it has heard the change', async () => {
    const other = await serverWith(t.config, t.database);
    try {
      const ask = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/no-such-route', cookies: accounts.partner });
      // The other instance reads the session (English) and keeps it in memory.
      expectError(await ask(other.app), 404, 'routeNotFound', false);
      await preferences(accounts.partner, 'PUT', { language: 'hi' });
      await sessionChangesHeard(other.app);
      expectError(await ask(other.app), 404, 'routeNotFound', true);
      await preferences(accounts.partner, 'PUT', { language: 'en' });
    } finally {
      await other.app.close();
    }
  });

  it("words an anonymous caller's errors by Accept-Language", async () => {
    const signIn = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: language ? { 'accept-language': language } : {},
        payload: { email: 'nobody@example.com', password: 'not the password' },
      });
    expectError(await signIn('hi-IN,hi;q=0.9,en;q=0.8'), 401, 'wrongEmailOrPassword', true);
    expectError(await signIn('en-IN,en;q=0.9'), 401, 'wrongEmailOrPassword', false);
    expectError(await signIn(), 401, 'wrongEmailOrPassword', false);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'accept-language': 'hi' },
    });
    expectError(unknown, 404, 'routeNotFound', true);
  });

  it('gives a new account the language it signed up in, and sends its OTP in that language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'accept-language': 'hi' },
      payload: { email: 'meena@example.com', password: 'a good password' },
    });
    expect(res.statusCode).toBe(201);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    expect((await preferences(cookies)).json()).toMatchObject({ language: 'hi' });

    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/otp/request',
      headers: { 'accept-language': 'hi' },
      payload: { phone: '9700000099', purpose: 'signup' },
    });
    expect(otp.json()).toEqual({ message: messagesHi.otpSent });
    const code = await latestCode(t.app, '+919700000099');
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B919700000099' });
    expect(outbox.json<{ text: string }[]>()[0]!.text).toBe(
      messagesHi.otpSms.replace('{code}', code),
    );
    // Without the header, English, as before.
    expect((await requestCode(t.app, '9700000098', 'signup')).json()).toEqual({
      message: messages.otpSent,
    });
  });
});
