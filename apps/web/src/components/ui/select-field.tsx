import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useMessageText } from '../../lib/form-errors';

const controlClass = (invalid: boolean) =>
  `w-full rounded-md border bg-white px-3 py-2 text-stone-900 shadow-sm outline-none focus:ring-2 focus:ring-brand ${
    invalid ? 'border-red-600' : 'border-stone-300'
  }`;

type Option = { value: string; label: string };

export function SelectField({
  label,
  options,
  placeholder,
  error,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly Option[];
  placeholder: string;
  error?: string | undefined;
}) {
  const messageText = useMessageText();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {messageText(error)}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }) {
  const messageText = useMessageText();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {messageText(error)}
        </p>
      )}
    </div>
  );
}
