import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'outline' | 'inverse' | 'link' | 'icon' | 'quiet';
type Size = 'md' | 'sm' | 'xs';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  busy?: boolean;
  variant?: Variant;
  /** The padding of the boxed variants (primary, secondary, outline, inverse). */
  size?: Size;
};

const boxed =
  'inline-flex items-center justify-center gap-2 rounded-md disabled:cursor-not-allowed disabled:opacity-60';

// Two classes for one property cannot be ordered from className (the stylesheet's order decides),
// so a variant leaves alone what its callers vary: colour and text size for link, everything for
// quiet (toggles, thumbnails, buttons on a photo).
const variants: Record<Variant, string> = {
  primary: `${boxed} bg-brand font-semibold text-white shadow-sm hover:bg-brand-dark`,
  secondary: `${boxed} border border-brand bg-white font-semibold text-brand shadow-sm hover:bg-brand-light`,
  /** Neutral, beside a primary one: Cancel, previous and next. */
  outline: `${boxed} border border-stone-300 font-medium`,
  /** On the brand-coloured header. */
  inverse: `${boxed} border border-white/70 font-semibold text-white hover:bg-white/15`,
  link: 'underline disabled:cursor-not-allowed disabled:opacity-40',
  /** A symbol only: give it an aria-label, and its colours. */
  icon: 'inline-flex items-center justify-center rounded-md p-2',
  quiet: 'disabled:cursor-not-allowed',
};

const sizes: Record<Size, string> = {
  md: 'px-5 py-2.5',
  sm: 'px-4 py-2',
  xs: 'px-3 py-1.5',
};

const sized = new Set<Variant>(['primary', 'secondary', 'outline', 'inverse']);

/** While busy the button is disabled and says so, so a request is never sent twice. */
export function Button({
  busy = false,
  variant = 'primary',
  size = 'md',
  children,
  disabled,
  className,
  ...rest
}: ButtonProps) {
  const padding = sized.has(variant) ? sizes[size] : '';
  return (
    <button
      type="submit"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${variants[variant]} ${padding} ${className ?? ''}`}
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
