import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  accountSignInSchema,
  accountSignUpSchema,
  otpRequestSchema,
  otpVerifySchema,
  phoneBodySchema,
  userSignInSchema,
  userSignUpSchema,
} from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth schemas carry the validation texts', () => {
  it('customer sign-in: required and e-mail shape', () => {
    expect(firstMessage(userSignInSchema.safeParse({ email: '', password: 'x' }))).toBe(
      messages.allFieldsRequiredBang,
    );
    expect(firstMessage(userSignInSchema.safeParse({ email: 'a@b.co' }))).toBe(
      messages.allFieldsRequiredBang,
    );
    expect(firstMessage(userSignInSchema.safeParse({ email: 'nope', password: 'x' }))).toBe(
      messages.invalidEmailAddressBang,
    );
    expect(userSignInSchema.parse({ email: ' Asha@Example.COM ', password: 'x' }).email).toBe(
      'asha@example.com',
    );
  });

  it('customer sign-up also asks for a long enough password', () => {
    expect(firstMessage(userSignUpSchema.safeParse({ email: 'a@b.co', password: 'short' }))).toBe(
      messages.passwordTooShort,
    );
  });

  it('partner and supplier forms use their own texts', () => {
    expect(firstMessage(accountSignInSchema.safeParse({ email: 'x', password: 'y' }))).toBe(
      messages.invalidEmailAddress,
    );
    expect(
      firstMessage(
        accountSignUpSchema.safeParse({ email: '', password: 'long enough', phone: '9876543210' }),
      ),
    ).toBe(messages.fillAllCredentials);
    expect(
      firstMessage(
        accountSignUpSchema.safeParse({ email: 'a@b.co', password: 'long enough', phone: '98765' }),
      ),
    ).toBe(messages.invalidPhoneNumber);
    expect(
      accountSignUpSchema.parse({ email: 'a@b.co', password: 'long enough', phone: '98765 43210' })
        .phone,
    ).toBe('+919876543210');
  });

  it('phone sign-in and reset forms', () => {
    expect(firstMessage(otpRequestSchema.safeParse({ phone: '123', purpose: 'login' }))).toBe(
      messages.invalidPhone,
    );
    expect(firstMessage(phoneBodySchema.safeParse({ phone: '' }))).toBe(
      messages.fillAllCredentials,
    );
    expect(firstMessage(phoneBodySchema.safeParse({ phone: '12345' }))).toBe(
      messages.invalidPhoneNumber,
    );
    expect(firstMessage(otpVerifySchema.safeParse({ phone: '9876543210', code: '12a456' }))).toBe(
      messages.enterOtp,
    );
    expect(otpVerifySchema.parse({ phone: '9876543210', code: ' 123456 ' }).code).toBe('123456');
  });
});
