import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export type Cookies = Record<string, string>;

/** The cookies a response sets, merged over the ones a test already holds (a tiny cookie jar). */
export function cookiesFrom(res: LightMyRequestResponse, jar: Cookies = {}): Cookies {
  const next = { ...jar };
  for (const c of res.cookies as {
    name: string;
    value: string;
    expires?: Date;
    maxAge?: number;
  }[]) {
    const expired =
      c.value === '' ||
      (c.expires !== undefined && c.expires.getTime() <= Date.now()) ||
      c.maxAge === 0;
    if (expired) {
      delete next[c.name];
    } else {
      next[c.name] = c.value;
    }
  }
  return next;
}

/** The newest 6-digit code the dev outbox holds for a phone. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(phone)}`,
  });
  expect(res.statusCode).toBe(200);
  const [newest] = res.json<{ text: string }[]>();
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) {
    throw new Error(`no code in the outbox for ${phone}`);
  }
  return code;
}

export async function requestCode(
  app: FastifyInstance,
  phone: string,
  purpose: 'login' | 'signup' | 'reset',
) {
  return app.inject({ method: 'POST', url: '/api/otp/request', payload: { phone, purpose } });
}

/** Request, read and verify a code: the verification token that later calls take as {uid}. */
export async function verifiedPhone(
  app: FastifyInstance,
  phone: string,
  purpose: 'login' | 'signup' | 'reset',
): Promise<string> {
  expect((await requestCode(app, phone, purpose)).statusCode).toBe(200);
  const code = await latestCode(app, phone);
  const res = await app.inject({
    method: 'POST',
    url: '/api/otp/verify',
    payload: { phone, code },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ verificationToken: string }>().verificationToken;
}

export async function signUpCustomer(
  app: FastifyInstance,
  email: string,
  password = 'a good password',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password },
  });
  expect(res.statusCode).toBe(201);
  return { cookies: cookiesFrom(res), user: res.json<{ _id: string }>() };
}

export async function signUpWithPhone(
  app: FastifyInstance,
  kind: 'service-provider' | 'supplier',
  email: string,
  phone: string,
  password = 'a good password',
) {
  const uid = await verifiedPhone(app, phone, 'signup');
  const res = await app.inject({
    method: 'POST',
    url: `/api/${kind}/signup/${uid}`,
    payload: { email, password, phone },
  });
  expect(res.statusCode).toBe(201);
  return {
    cookies: cookiesFrom(res),
    account: res.json<{ _id: string; profileCompleted: boolean }>(),
  };
}

/**
 * An admin with a live session. Tests skip the TOTP step (tested in admin-auth.test.ts) because
 * a TOTP code works once per 30 seconds.
 */
export async function adminSession(app: FastifyInstance, email = 'ops@greenscape.example') {
  const { upsertAdmin } = await import('../../src/modules/admins/provision-admin');
  const { createSession } = await import('../../src/modules/sessions/session-store');
  const id = await upsertAdmin(app.database.db, {
    email,
    password: 'admin password 1',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  });
  const { token } = await createSession(app.database.db, {
    role: 'admin',
    accountId: id,
    purpose: 'signin',
  });
  return { id, cookies: { gs_admin: token } as Cookies };
}

/** A partner with a verified phone and a complete profile offering the given options. */
export async function completePartner(
  app: FastifyInstance,
  phone: string,
  servicesOffered: string[],
  name = `Partner ${phone}`,
) {
  const { cookies, account } = await signUpWithPhone(
    app,
    'service-provider',
    `${phone}@partners.example`,
    phone,
  );
  const res = await app.inject({
    method: 'PUT',
    url: `/api/service-provider/${account._id}`,
    cookies,
    payload: {
      updatationDetails: {
        name,
        phone,
        city: 'Pune',
        address: '1 Road',
        postalCode: '411001',
        servicesOffered,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookies, id: account._id, phone };
}
