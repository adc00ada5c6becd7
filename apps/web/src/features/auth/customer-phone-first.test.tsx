// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@greenscape/shared/language';
import { pages } from '@greenscape/shared/pages';
import type { User } from '@greenscape/shared/schemas/auth';
import { renderIntl, storeInHindi } from '../../../test/intl';
import { sessionStateQuery } from '../../lib/session';
import UserSignInPage from './routes/user-sign-in-page';
import UserSignUpPage from './routes/user-sign-up-page';

// The customer's sign-in and sign-up lead with the phone and a code (docs/product.md#sign-in);
// e-mail and password are one press away. A stand-in server behind fetch keeps every call.

const token = 'v'.repeat(43);
const phoneUser: User = {
  _id: '0b7e5f2a-1111-4222-8333-944445555601',
  name: null,
  email: null,
  img: null,
  phone: '+919845012345',
  city: null,
  address: null,
  postalCode: null,
  phoneVerified: true,
  gstin: null,
  state: null,
  profileCompleted: true,
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
const answers: Record<string, unknown> = {
  'POST /api/otp/request': { message: 'OTP sent' },
  'POST /api/otp/verify': { verificationToken: token },
  [`POST /api/user/phone/${token}`]: phoneUser,
};

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path: new URL(url, 'http://localhost').pathname,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      return new Response(JSON.stringify(answer ?? { message: 'Not found', code: 'notFound' }), {
        status: answer ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Entry = string | { pathname: string; state: unknown };

function open(path: Entry, language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(sessionStateQuery.queryKey, { roles: [], google: false });
  return renderIntl(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pages.signIn()} element={<UserSignInPage />} />
          <Route path={pages.signUp()} element={<UserSignUpPage />} />
          <Route path={pages.userHome} element={<p>account page</p>} />
          <Route path={pages.userProjects} element={<p>projects page</p>} />
          <Route path={pages.userNewProject} element={<p>start your project page</p>} />
          <Route path={pages.userDetails} element={<p>details form</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

/** Phone, Request OTP, the code, Verify: as a customer does it. */
async function signInWithCode() {
  await userEvent.type(screen.getByLabelText('Phone number'), '98450 12345');
  await userEvent.click(screen.getByRole('button', { name: 'Request OTP' }));
  await userEvent.type(await screen.findByLabelText('OTP'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

const writes = () => calls.filter((c) => c.method !== 'GET');

describe("the customer's phone-first sign-in", () => {
  it('leads with the phone; e-mail and password are one press away, and back', async () => {
    open(pages.signIn());
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Use e-mail instead' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toBeTruthy();
    expect(screen.queryByLabelText('Phone number')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Use phone instead' }));
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
  });

  it('opens on e-mail and password right after a password reset', async () => {
    open({ pathname: pages.signIn(), state: { notice: 'Password updated successfully' } });
    expect(screen.getByText('Password updated successfully')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use phone instead' })).toBeTruthy();
  });

  it('signs in with the phone and its code, and opens the account', async () => {
    open(pages.signIn());
    await signInWithCode();
    expect(await screen.findByText('account page')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/otp/request',
        body: { phone: '+919845012345', purpose: 'login' },
      },
      { method: 'POST', path: '/api/otp/verify', body: { phone: '+919845012345', code: '123456' } },
      { method: 'POST', path: `/api/user/phone/${token}`, body: { phone: '+919845012345' } },
    ]);
  });

  it('goes back to the page that sent the customer to sign in', async () => {
    open(`${pages.signIn()}?next=${encodeURIComponent(pages.userProjects)}`);
    await signInWithCode();
    expect(await screen.findByText('projects page')).toBeTruthy();
  });
});

describe("the customer's phone-first sign-up", () => {
  it("goes from the code straight to 'Start your project', no details form first", async () => {
    open(pages.signUp());
    expect(screen.queryByLabelText('Email')).toBeNull();
    await signInWithCode();
    expect(await screen.findByText('start your project page')).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ phone: '+919845012345', purpose: 'signup' });
    expect(writes().at(-1)?.path).toBe(`/api/user/phone/${token}`);
  });

  it('keeps the e-mail sign-up, which still asks for the details first', async () => {
    answers['POST /api/auth/signup'] = { ...phoneUser, email: 'a@b.co', profileCompleted: false };
    open(pages.signUp());
    await userEvent.click(screen.getByRole('button', { name: 'Use e-mail instead' }));
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'a good password');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('details form')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/auth/signup',
        body: { email: 'a@b.co', password: 'a good password' },
      },
    ]);
  });
});

describe('the phone-first pages in Hindi', () => {
  storeInHindi(['auth']);

  it('offer the phone, and e-mail as the other way, in Hindi', async () => {
    open(pages.signUp(), 'hi');
    expect(screen.getByLabelText('फ़ोन नंबर')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ई-मेल से जारी रखें' }));
    expect(screen.getByLabelText('ई-मेल')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़ोन से जारी रखें' })).toBeTruthy();
    expect(screen.queryByText('Use phone instead')).toBeNull();
  });
});
