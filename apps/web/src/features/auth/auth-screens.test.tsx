// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { renderIntl, storeInHindi } from '../../../test/intl';
import type { Language } from '@greenscape/shared/language';
import { sessionStateQuery } from '../../lib/session';
import { Notice } from './components/notice';
import { OtpCodeStep } from './components/otp-code-step';
import UserSignInPage from './routes/user-sign-in-page';
import UserSignUpPage from './routes/user-sign-up-page';

// The shared texts' Hindi is another part's (packages/shared/src/messages-hi.ts); these tests
// only check that the sign-in screens pass theirs through the page's localize.
vi.mock('@greenscape/shared/messages-hi', async () => {
  const { messages: en } = await import('@greenscape/shared/messages');
  return {
    messagesHi: { ...en, unauthorized: 'जारी रखने के लिए साइन इन करें', enterOtp: 'OTP डालें' },
  };
});

afterEach(cleanup);

function renderScreen(ui: ReactNode, language: Language, path = '/signin') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionStateQuery.queryKey, { roles: [], google: true });
  return renderIntl(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

describe('the sign-in screens in English', () => {
  it('keep the texts the e2e tests read', async () => {
    renderScreen(<UserSignInPage />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Account kind' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request OTP' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use e-mail instead' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByText('Sign in with')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toBeTruthy();
  });

  it('keep the sign-up link inside its sentence', () => {
    renderScreen(<UserSignUpPage />, 'en', '/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).parentElement?.textContent).toBe(
      'Already have an account? Sign In',
    );
  });
});

describe('the sign-in screens in Hindi', () => {
  storeInHindi(['auth']);

  it('show the customer sign-in in Hindi', async () => {
    renderScreen(<UserSignInPage />, 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'साइन इन' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'खाते का प्रकार' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सर्विस पार्टनर' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OTP मँगाएँ' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ई-मेल से जारी रखें' }));
    expect(screen.getByLabelText('पासवर्ड')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सबमिट करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeTruthy();
    expect(screen.queryByText('Forgot Password')).toBeNull();
    expect(screen.queryByText('Submit')).toBeNull();
  });

  it('put the sign-up page\u2019s link where the Hindi sentence has it', () => {
    renderScreen(<UserSignUpPage />, 'hi', '/signup');
    expect(screen.getByRole('link', { name: 'साइन इन करें' }).parentElement?.textContent).toBe(
      'पहले से खाता है? साइन इन करें',
    );
    expect(screen.getByRole('link', { name: 'Google से साइन अप करें' })).toBeTruthy();
  });

  it('say why a page sent the visitor to sign in, in Hindi', () => {
    renderScreen(<Notice />, 'hi', '/signin?next=%2Fuser%2Fproject');
    expect(screen.getByRole('status').textContent).toBe('जारी रखने के लिए साइन इन करें');
    expect(screen.queryByText(messages.unauthorized)).toBeNull();
  });

  it('walk through the code step in Hindi, its validation included', () => {
    const otp = {
      sent: true,
      code: '12',
      setCode: () => undefined,
      codeError: messages.enterOtp,
      resend: () => Promise.resolve(true),
      restart: () => undefined,
      requesting: false,
      confirming: false,
      failure: null,
    };
    renderScreen(<OtpCodeStep otp={otp} confirmLabel="पुष्टि करें" />, 'hi');
    expect(screen.getByText('OTP आपके फ़ोन पर भेज दिया गया है')).toBeTruthy();
    expect(screen.getByText('OTP डालें')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कोड फिर से भेजें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नंबर बदलें' })).toBeTruthy();
    expect(screen.queryByText('Change number')).toBeNull();
  });
});
