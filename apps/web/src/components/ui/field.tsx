import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { T } from '../../i18n/use-t';
import { useMessageText } from '../../lib/form-errors';
import { Button } from './button';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

const inputClass = (invalid: boolean) =>
  `w-full rounded-md border px-3 py-2 text-stone-900 shadow-sm outline-none focus:ring-2 focus:ring-brand ${
    invalid ? 'border-red-600' : 'border-stone-300'
  } read-only:bg-stone-100`;

/**
 * A labelled input whose error text sits right under it and is announced with it, in the page's
 * language (lib/form-errors.ts: the shared schemas' texts are English).
 */
export function Field({ label, error, hint, id, className, ...input }: FieldProps) {
  const messageText = useMessageText();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass(Boolean(error))}
        {...input}
      />
      {hint && !error && <p className="text-xs text-stone-500">{hint}</p>}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {messageText(error)}
        </p>
      )}
    </div>
  );
}

const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** A password input that is masked unless its owner asks to see it. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const inputId = props.id ?? generated;
  return (
    <div className="relative">
      <Field
        {...props}
        id={inputId}
        type={visible ? 'text' : 'password'}
        className="[&_input]:pr-20"
      />
      <Button
        type="button"
        variant="quiet"
        onClick={() => setVisible((v) => !v)}
        aria-controls={inputId}
        aria-pressed={visible}
        className="absolute right-2 top-7 rounded px-2 py-1 text-sm font-medium text-brand hover:bg-brand-light"
      >
        <T id={visible ? 'common.password.hide' : 'common.password.show'} values={{ sr: srOnly }} />
      </Button>
    </div>
  );
}

/** A 10-digit Indian phone number; +91 may be typed or left out (docs/product.md#phones). */
export function PhoneField(
  props: Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>,
) {
  return (
    <Field type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={14} {...props} />
  );
}
