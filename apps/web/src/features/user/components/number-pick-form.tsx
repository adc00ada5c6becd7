import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/**
 * A single digit (docs/product.md#validation); anything else is refused with the given text before
 * sending. The
 * server checks the number against what exists and that the pick happens once.
 */
export function NumberPickForm(props: {
  label: string;
  invalidText: string;
  highest: number;
  busy: boolean;
  error: string | undefined;
  onPick: (num: number) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const num = Number(value);
    if (!/^\d$/.test(value) || num < 1 || num > props.highest) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    props.onPick(num);
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl bg-brand-light p-4 sm:flex-row sm:items-end"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {props.label}
        </label>
        <input
          id={id}
          inputMode="numeric"
          maxLength={1}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="w-24 rounded-md border border-stone-300 bg-white px-3 py-2 text-center text-lg"
        />
        {invalid && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {props.invalidText}
          </p>
        )}
      </div>
      <Button busy={props.busy}>Submit</Button>
      {props.error && <Alert kind="error">{props.error}</Alert>}
    </form>
  );
}
