// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { messagesHi } from '@greenscape/shared/messages-hi';
import { accountSignUpSchema } from '@greenscape/shared/schemas/auth';
import { renderIntl, storeInHindi } from '../../../test/intl';
import { Form, SubmitRow } from './form';
import { FormField, FormPasswordField, FormPhoneField } from './form-fields';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

function SignUp({ onValid }: { onValid: (values: unknown) => void }) {
  const form = useZodForm(accountSignUpSchema, { email: '', password: '', phone: '' });
  return (
    <Form form={form} onSubmit={form.handleSubmit(onValid)}>
      <FormField name="email" label="Email" type="email" />
      <FormPasswordField name="password" label="Password" />
      <FormPhoneField name="phone" label="Phone number" />
      <SubmitRow failure={null} busy={false}>
        Request OTP
      </SubmitRow>
    </Form>
  );
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the form kit', () => {
  it('shows an error only under the field at fault', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderIntl(<SignUp onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'a good password');
    await user.type(screen.getByLabelText('Phone number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));

    expect(errorOf('Phone number')).toBe(messages.invalidPhoneNumber);
    expect(screen.getByLabelText('Phone number')).toHaveProperty('ariaInvalid', 'true');
    expect(errorOf('Email')).toBeUndefined();
    expect(errorOf('Password')).toBeUndefined();
    expect(screen.getAllByText(messages.invalidPhoneNumber)).toHaveLength(1);
    expect(onValid).not.toHaveBeenCalled();
    // As browsers read it (jsdom's accessible name drops the space before the hidden word).
    expect(screen.getByRole('button', { name: /^Show ?password$/ }).textContent).toBe(
      'Show password',
    );
  });

  it('clears the error as the field is fixed, before the next submit', async () => {
    const user = userEvent.setup();
    renderIntl(<SignUp onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    expect(errorOf('Email')).toBe(messages.fillAllCredentials);
    expect(errorOf('Password')).toBe(messages.passwordTooShort);
    expect(errorOf('Phone number')).toBe(messages.fillAllCredentials);

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    expect(errorOf('Email')).toBeUndefined();
    expect(errorOf('Phone number')).toBe(messages.fillAllCredentials);
    expect(screen.getAllByText(messages.fillAllCredentials)).toHaveLength(1);

    // Still wrong as typed: the field's message follows what is wrong now.
    await user.type(screen.getByLabelText('Phone number'), '98');
    expect(errorOf('Phone number')).toBe(messages.invalidPhoneNumber);
  });

  it('hands the parsed values of the shared schema to the submit', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderIntl(<SignUp onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), ' Asha@Example.com ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'a good password');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({
      email: 'asha@example.com',
      password: 'a good password',
      phone: '+919876543210',
    });
  });

  describe('in Hindi', () => {
    // As a signed-in area does: its namespaces, then the switch to Hindi, which brings the Hindi
    // table of the shared texts (i18n/language-store.ts).
    storeInHindi(['common', 'auth']);

    it("shows the shared schema's errors in the page's language", async () => {
      const user = userEvent.setup();
      renderIntl(<SignUp onValid={vi.fn()} />, { language: 'hi' });
      await user.type(screen.getByLabelText('Phone number'), '98765');
      await user.click(screen.getByRole('button', { name: 'Request OTP' }));
      expect(errorOf('Email')).toBe(messagesHi.fillAllCredentials);
      expect(errorOf('Password')).toBe(messagesHi.passwordTooShort);
      expect(errorOf('Phone number')).toBe(messagesHi.invalidPhoneNumber);
      // The kit's own words come from the catalogue.
      expect(screen.getByRole('button', { name: /^पासवर्ड ?दिखाएँ$/ }).textContent).toBe(
        'पासवर्ड दिखाएँ',
      );
      expect(screen.queryByText('Show')).toBeNull();
    });
  });
});
