import type { ButtonHTMLAttributes } from 'react';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  busy?: boolean;
  variant?: 'primary' | 'secondary';
};

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border border-brand bg-white text-brand hover:bg-brand-light',
};

/** While busy the button is disabled and says so, so a request is never sent twice. */
export function Button({
  busy = false,
  variant = 'primary',
  children,
  disabled,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="submit"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className ?? ''}`}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}
