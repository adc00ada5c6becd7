import type { ChangeEvent, ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, PasswordField, PhoneField } from '../ui/field';
import { SelectField, TextAreaField } from '../ui/select-field';

type Named<P> = Omit<P, 'name' | 'error' | 'value' | 'onChange' | 'onBlur' | 'ref'> & {
  name: string;
};

/** What else a change does beyond the form's value, such as clearing a dependent field. */
type AlsoOnChange = { alsoOnChange?: (event: ChangeEvent<HTMLElement>) => void };

/** The field's registration and its own error, nothing of any other field's. */
function useRegistered(name: string, alsoOnChange?: (event: ChangeEvent<HTMLElement>) => void) {
  const { register, getFieldState, formState } = useFormContext();
  return {
    ...register(name, alsoOnChange ? { onChange: alsoOnChange } : {}),
    error: getFieldState(name, formState).error?.message,
  };
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

export function FormSelectField({
  name,
  alsoOnChange,
  ...props
}: Named<ComponentProps<typeof SelectField>> & AlsoOnChange) {
  return <SelectField {...props} {...useRegistered(name, alsoOnChange)} />;
}

export function FormTextAreaField({
  name,
  alsoOnChange,
  ...props
}: Named<ComponentProps<typeof TextAreaField>> & AlsoOnChange) {
  return <TextAreaField {...props} {...useRegistered(name, alsoOnChange)} />;
}
