import { messages } from '@greenscape/shared/messages';
import { describe, expect, it } from 'vitest';
import { googleReturnError } from './google-return-error';

describe('googleReturnError', () => {
  it('shows what the Google return sends: catalogue messages', () => {
    expect(googleReturnError(messages.userNotFound)).toBe(messages.userNotFound);
    expect(googleReturnError(messages.googleUnavailable)).toBe(messages.googleUnavailable);
  });

  it('never shows a stranger’s text, only the generic failure', () => {
    expect(googleReturnError('Your account is suspended, call +91 98765 43210')).toBe(
      messages.googleFailed,
    );
    expect(googleReturnError(`${messages.userNotFound} - call us`)).toBe(messages.googleFailed);
  });

  it('shows nothing without the parameter', () => {
    expect(googleReturnError(null)).toBeUndefined();
    expect(googleReturnError('')).toBeUndefined();
  });
});
