import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, PasswordField, PhoneField } from '../ui/field';

type Named<P> = Omit<P, 'name' | 'error' | 'value' | 'onChange' | 'onBlur' | 'ref'> & {
  name: string;
};

/** The field's registration and its own error, nothing of any other field's. */
function useRegistered(name: string) {
  const { register, getFieldState, formState } = useFormContext();
  return { ...register(name), error: getFieldState(name, formState).error?.message };
}

export function FormField({ name, ...props }: Named<ComponentProps<typeof Field>>) {
  return <Field {...props} {...useRegistered(name)} />;
}

export function FormPasswordField({ name, ...props }: Named<ComponentProps<typeof PasswordField>>) {
  return <PasswordField {...props} {...useRegistered(name)} />;
}

export function FormPhoneField({ name, ...props }: Named<ComponentProps<typeof PhoneField>>) {
  return <PhoneField {...props} {...useRegistered(name)} />;
}
